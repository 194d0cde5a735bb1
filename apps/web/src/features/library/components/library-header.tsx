import { clsx } from "clsx";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../../config/paths";
import { useAuthStore } from "../../../stores/auth-store";
import { useLibraryText } from "../i18n";

const LINKS = [
  { key: "dashboard", to: paths.dashboard },
  { key: "courses", to: paths.courses },
  { key: "collections", to: paths.collections },
  { key: "cardLibrary", to: paths.cardLibrary },
] as const;

/**
 * The card library's header: Dashboard, Courses, Collections, Card Library and a welcome. Log out is the
 * app header's, one per page: a second Log out under the first is a second way to do one thing.
 */
export function LibraryHeader() {
  const { t } = useTranslation();
  const { t: text } = useLibraryText();
  const { pathname } = useLocation();
  const user = useAuthStore((s) => s.user);
  const name = user ? user.displayName?.trim() || user.email.split("@")[0] : "";
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <nav aria-label={text("header.label")}>
        <ul className="flex flex-wrap gap-1">
          {LINKS.map((l) => (
            <li key={l.key}>
              <Link
                to={l.to}
                aria-current={pathname === l.to ? "page" : undefined}
                className={clsx(
                  "block rounded-lg px-3 py-1.5 text-sm font-medium",
                  pathname === l.to ? "bg-brand-100 text-brand-700" : "text-slate-600 hover:bg-slate-100",
                )}
              >
                {t(`nav.${l.key}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {name ? <p className="text-sm text-slate-600">{t("dashboard.welcome", { name })}</p> : null}
    </div>
  );
}
