import { clsx } from "clsx";
import { BarChart3, BookOpen, GraduationCap, type LucideIcon, PlusCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../config/paths";

export type NavTab = "learn" | "browse" | "create" | "analyze";

export const NAV_TABS: { key: NavTab; to: string; icon: LucideIcon }[] = [
  { key: "learn", to: paths.dashboard, icon: GraduationCap },
  { key: "browse", to: paths.courses, icon: BookOpen },
  { key: "create", to: paths.courseCreate, icon: PlusCircle },
  { key: "analyze", to: paths.analytics, icon: BarChart3 },
];

const under = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** /courses/{id}/edit and /courses/{id}/improve: changing a course's cards (not /courses/{id}, its view). */
const COURSE_EDITING = /^\/courses\/[^/]+\/(edit|improve)\/?$/;

/**
 * Which tab a page belongs to (docs/decisions/navigation.md). Plain prefix matching (NavLink) would
 * light up Browse on /courses/create and nothing on a study session, so the sections are spelled out.
 * One rule for editing: every page that makes or changes course content is Create, so the editor
 * selection (/courses/editor) and the editor it opens (/courses/{id}/edit) light up the same tab.
 */
export function activeTab(pathname: string): NavTab | null {
  if (under(pathname, paths.dashboard) || under(pathname, "/session")) return "learn";
  if (
    under(pathname, paths.courseCreate) ||
    [paths.courseUpload, paths.courseImport, paths.courseEditor, paths.manualCard].some((p) =>
      under(pathname, p),
    ) ||
    COURSE_EDITING.test(pathname)
  )
    return "create";
  if (under(pathname, paths.analytics)) return "analyze";
  if (
    [paths.courses, paths.collections, paths.cardLibrary, "/cards", paths.syllabi, "/course-plan"].some((p) =>
      under(pathname, p),
    )
  )
    return "browse";
  return null;
}

/** The four main tabs; `layout="column"` for the phone menu. */
export function NavTabs({
  layout = "row",
  onNavigate,
}: {
  layout?: "row" | "column";
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const active = activeTab(pathname);
  return (
    <ul className={clsx("flex gap-1", layout === "column" && "flex-col")}>
      {NAV_TABS.map(({ key, to, icon: Icon }) => (
        <li key={key}>
          <Link
            to={to}
            onClick={onNavigate}
            aria-current={active === key ? "page" : undefined}
            className={clsx(
              "flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
              active === key
                ? "bg-brand-100 text-brand-700"
                : "text-slate-600 hover:bg-slate-100 hover:text-slate-900",
            )}
          >
            <Icon aria-hidden className="h-4 w-4" />
            {t(`nav.${key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}
