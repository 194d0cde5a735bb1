import { NOUNS, plural } from "@recall/shared";
import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useOwnCourses } from "../api/courses";
import { CourseBadges } from "../components/course-badges";

/** /courses/editor: the user's courses; choosing one opens its card editor. */
export function CourseEditorPage() {
  useDocumentTitle("Course Editor");
  const courses = useOwnCourses();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Course Editor</h1>
        <p className="text-slate-600">Choose a course to edit, move, copy or delete its cards.</p>
      </div>
      {courses.isPending ? <Spinner label="Loading courses..." /> : null}
      {courses.isError ? (
        <p role="alert" className="text-red-700">
          Could not load your courses.
        </p>
      ) : null}
      {courses.data?.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 p-10 text-center text-slate-500">
          You have no courses yet.{" "}
          <Link to={paths.courseUpload} className="text-brand-600 underline">
            Upload one
          </Link>{" "}
          or{" "}
          <Link to={paths.manualCard} className="text-brand-600 underline">
            add a card by hand
          </Link>
          .
        </p>
      ) : null}
      <ul aria-label="Your courses" className="space-y-2">
        {courses.data?.map((course) => (
          <li key={course.id}>
            <Link
              to={paths.courseEdit(course.id)}
              className="flex items-center justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
            >
              <span className="min-w-0 space-y-1">
                <span className="block font-semibold break-words">{course.name}</span>
                <span className="block text-sm text-slate-500">{plural(course.cardCount, NOUNS.card)}</span>
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
