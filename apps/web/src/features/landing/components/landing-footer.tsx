import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useLandingText } from "../i18n";
import { BrandLogo } from "./brand-logo";
import { DEMO_SECTION_ID } from "./link-styles";

const linkClass = "text-sm text-slate-600 hover:text-brand-700";

export function LandingFooter() {
  const { t } = useLandingText();
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-12 sm:px-6 md:flex-row md:items-start md:justify-between lg:px-8">
        <div className="max-w-xs">
          <BrandLogo />
          <p className="mt-3 text-sm text-slate-600">{t("footer.tagline")}</p>
        </div>
        <nav aria-label={t("footer.label")}>
          <ul className="flex flex-wrap gap-x-8 gap-y-3">
            <li>
              <a href={`#${DEMO_SECTION_ID}`} className={linkClass}>
                {t("footer.tryDemo")}
              </a>
            </li>
            <li>
              <Link to={paths.signup} className={linkClass}>
                {t("footer.signUp")}
              </Link>
            </li>
            <li>
              <Link to={paths.login} className={linkClass}>
                {t("logIn")}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-slate-500 sm:px-6 lg:px-8">
          {t("footer.rights", { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
