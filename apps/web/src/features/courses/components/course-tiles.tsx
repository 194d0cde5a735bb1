import { BookOpenCheck, FileInput, FileJson, type LucideIcon, PencilLine, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useCoursesText } from "../i18n";

const tiles: { to: string; key: string; icon: LucideIcon }[] = [
  {
    to: paths.courseCreate,
    key: "aiCreate",
    icon: Sparkles,
  },
  { to: paths.courseUpload, key: "upload", icon: FileJson },
  {
    to: paths.courseImport,
    key: "import",
    icon: FileInput,
  },
  {
    to: paths.courseEditor,
    key: "editor",
    icon: PencilLine,
  },
  { to: paths.syllabi, key: "syllabi", icon: BookOpenCheck },
];

/** The ways into course building at the top of the browse page. */
export function CourseTiles() {
  const { t } = useCoursesText();
  return (
    <nav aria-label={t("tiles.label")} className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {tiles.map(({ to, key, icon: Icon }) => (
        <Link
          key={key}
          to={to}
          className="group flex items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow"
        >
          <span className="rounded-xl bg-brand-50 p-2 text-brand-600 group-hover:bg-brand-100">
            <Icon aria-hidden className="h-5 w-5" />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold text-slate-900">{t(`tiles.${key}.title`)}</span>
            <span className="hidden text-sm text-slate-500 sm:block">{t(`tiles.${key}.text`)}</span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
