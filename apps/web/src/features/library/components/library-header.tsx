import { clsx } from "clsx";
import { LogOut } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { paths } from "../../../config/paths";
import { useAuthStore } from "../../../stores/auth-store";
import { useLogoutAction } from "../../auth";

const LINKS = [
  { key: "dashboard", to: paths.dashboard },
  { key: "courses", to: paths.courses },
  { key: "collections", to: paths.collections },
  { key: "cardLibrary", to: paths.cardLibrary },
] as const;

/** The card library's own header (part2 §2): Dashboard, Courses, Collections, Card Library, a welcome and logout. */
export function LibraryHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const user = useAuthStore((s) => s.user);
  const { logOut, pending } = useLogoutAction();
  const name = user ? user.displayName?.trim() || user.email.split("@")[0] : "";
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <nav aria-label="Library">
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
      <div className="flex items-center justify-between gap-3 sm:justify-end">
        {name ? <p className="text-sm text-slate-600">{t("dashboard.welcome", { name })}</p> : null}
        <button
          type="button"
          onClick={logOut}
          disabled={pending}
          className="flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        >
          <LogOut aria-hidden className="h-4 w-4" />
          {t("nav.logout")}
        </button>
      </div>
    </div>
  );
}
