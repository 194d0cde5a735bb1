import { ArrowRight, Check, Play } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useLandingText } from "../i18n";
import { HeroPreview } from "./hero-preview";
import { DEMO_SECTION_ID, linkButtonClass } from "./link-styles";

/** The page's h1, the two calls to action and a decorative preview of a study card. */
const perks = ["freePlan", "noCard", "inBrowser"] as const;

export function HeroSection() {
  const { t } = useLandingText();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-40 left-1/2 h-[32rem] w-[32rem] -translate-x-1/2 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-16 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:px-8 lg:pt-24 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm">
            <span className="h-2 w-2 rounded-full bg-brand-500" aria-hidden="true" />
            {t("hero.badge")}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {t("hero.titleStart")} <span className="text-brand-600">{t("hero.titleEnd")}</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg text-pretty text-slate-600 lg:mx-0">{t("hero.lead")}</p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center lg:justify-start">
            <Link to={paths.signup} className={linkButtonClass("primary", "lg")}>
              {t("hero.start")}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
            <a href={`#${DEMO_SECTION_ID}`} className={linkButtonClass("secondary", "lg")}>
              <Play className="h-5 w-5 text-brand-600" aria-hidden="true" />
              {t("hero.tryDemo")}
            </a>
          </div>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600 lg:justify-start">
            {perks.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" />
                {t(`hero.perks.${item}`)}
              </li>
            ))}
          </ul>
        </div>
        <HeroPreview />
      </div>
    </section>
  );
}
