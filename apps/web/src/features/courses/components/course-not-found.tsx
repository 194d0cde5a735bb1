import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useCoursesText } from "../i18n";

/** Shown for an unknown id, a deleted course, or someone else's private course. */
export function CourseNotFound() {
  const { t } = useCoursesText();
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="mt-2 text-slate-600">{t("notFound.text")}</p>
      <Link to={paths.courses} className="mt-6 inline-block font-medium text-brand-600 hover:text-brand-700">
        {t("common.backToCourses")}
      </Link>
    </div>
  );
}
