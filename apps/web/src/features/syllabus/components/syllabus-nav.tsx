import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useSyllabusText } from "../i18n";

/** The syllabus pages' header nav (requirements C2): Dashboard, Courses, Syllabus. */
export function SyllabusNav({ current }: { current: "list" | "detail" }) {
  const { t } = useSyllabusText();
  const link = "rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900";
  return (
    <nav aria-label={t("nav.label")} className="flex flex-wrap gap-1 text-sm">
      <Link to={paths.dashboard} className={link}>
        {t("nav.dashboard")}
      </Link>
      <Link to={paths.courses} className={link}>
        {t("nav.courses")}
      </Link>
      <Link
        to={paths.syllabi}
        aria-current={current === "list" ? "page" : undefined}
        className={current === "list" ? "rounded-md bg-brand-50 px-2 py-1 font-medium text-brand-700" : link}
      >
        {t("nav.syllabus")}
      </Link>
    </nav>
  );
}
