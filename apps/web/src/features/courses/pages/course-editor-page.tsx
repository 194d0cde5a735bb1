import { ChevronRight } from "lucide-react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useOwnCourses } from "../api/courses";
import { CourseBadges } from "../components/course-badges";
import { useCoursesText } from "../i18n";

/** /courses/editor: the user's courses; choosing one opens its card editor. */
export function CourseEditorPage() {
  const { t } = useCoursesText();
  useDocumentTitle(t("editorPage.title"));
  const courses = useOwnCourses();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{t("editorPage.title")}</h1>
        <p className="text-slate-600">{t("editorPage.intro")}</p>
      </div>
      {courses.isPending ? <Spinner label={t("editorPage.loading")} /> : null}
      {courses.isError ? (
        <p role="alert" className="text-red-700">
          {t("editorPage.loadError")}
        </p>
      ) : null}
      {courses.data?.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
          <Trans
            t={t}
            i18nKey="editorPage.empty"
            components={{
              upload: <Link to={paths.courseUpload} className="text-brand-600 underline" />,
              manual: <Link to={paths.manualCard} className="text-brand-600 underline" />,
            }}
          />
        </p>
      ) : null}
      <ul aria-label={t("editorPage.yourCourses")} className="space-y-2">
        {courses.data?.map((course) => (
          <li key={course.id}>
            <Link
              to={paths.courseEdit(course.id)}
              className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
            >
              <span className="min-w-0 space-y-1">
                <span className="block font-semibold break-words">{course.name}</span>
                <span className="block text-sm text-slate-500">
                  {t("common.cardCount", { count: course.cardCount })}
                </span>
                <CourseBadges course={course} />
              </span>
              <ChevronRight aria-hidden className="h-5 w-5 shrink-0 text-slate-500" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default CourseEditorPage;
