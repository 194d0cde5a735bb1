import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useAuthStore } from "../../../stores/auth-store";
import { useLandingText } from "../i18n";
import { BrandLogo } from "./brand-logo";
import { DEMO_SECTION_ID, linkButtonClass } from "./link-styles";

const sectionLinks = [
  { href: "#features", label: "features" },
  { href: `#${DEMO_SECTION_ID}`, label: "demo" },
  { href: "#how-it-works", label: "howItWorks" },
];

/** Sticky top bar: logo, in-page links, and Log In / Sign Up Free (or Go to Dashboard when signed in). */
export function LandingHeader() {
  const { t } = useLandingText();
  // The same test as ProtectedRoute, so the link never leads straight back to /login.
  const signedIn = useAuthStore((s) => s.isAuthenticated && !!s.token);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo />
        <nav aria-label={t("header.sections")} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {sectionLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900"
                >
                  {t(`header.${link.label}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("header.account")} className="flex items-center gap-2">
          {signedIn ? (
            <Link to={paths.dashboard} className={linkButtonClass("primary")}>
              {t("header.dashboard")}
            </Link>
          ) : (
            <>
              <Link to={paths.login} className={linkButtonClass("ghost")}>
                {t("logIn")}
              </Link>
              <Link to={paths.signup} className={linkButtonClass("primary")}>
                {t("signUpFree")}
              </Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
