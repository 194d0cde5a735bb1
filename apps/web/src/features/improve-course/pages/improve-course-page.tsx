import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link, Navigate, useParams } from "react-router";
import { toast } from "sonner";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { CourseNotFound, isCourseId, isNotFound, useCourse } from "../../courses";
import { ImproveCourseView } from "../components/improve-course-view";
import { useImproveText } from "../i18n";

/**
 * /courses/:id/improve (requirements C2 Improve Course): owner only. A non-owner is sent to /courses with
 * 'You do not have permission to edit this course' (requirements C6); a missing course shows 'Course not found'.
 */
export function ImproveCoursePage() {
  const { t } = useImproveText();
  const { id } = useParams();
  const courseId = isCourseId(id) ? id : undefined;
  const course = useCourse(courseId);
  useDocumentTitle(course.data ? t("page.titleOf", { name: course.data.name }) : t("page.title"));
  const denied = course.data !== undefined && !course.data.isOwner;

  useEffect(() => {
    if (denied) toast.error(t("page.permission"), { id: "course-improve-permission" });
  }, [denied, t]);

  if (!courseId || (course.isError && isNotFound(course.error))) return <CourseNotFound />;
  if (denied) return <Navigate to={paths.courses} replace />;
  if (course.isPending) return <Spinner label={t("page.loading")} />;
  if (course.isError) {
    return (
      <p role="alert" className="mx-auto max-w-xl p-6 text-red-700">
        {t("page.failed")}{" "}
        <button type="button" className="underline" onClick={() => course.refetch()}>
          {t("page.tryAgain")}
        </button>
      </p>
    );
  }

  return (
    <div className="mx-auto max-w-4xl space-y-6 pb-16">
      <Link
        to={paths.course(course.data.id)}
        className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft aria-hidden className="h-4 w-4" /> {t("page.back")}
      </Link>
      <h1 className="text-2xl font-bold break-words">{t("page.titleOf", { name: course.data.name })}</h1>
      <ImproveCourseView course={course.data} />
    </div>
  );
}

export default ImproveCoursePage;
