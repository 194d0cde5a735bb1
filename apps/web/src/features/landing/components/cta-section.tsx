import { ArrowRight, Check } from "lucide-react";
import { Link } from "react-router";
import { paths } from "../../../config/paths";
import { useLandingText } from "../i18n";
import { DEMO_SECTION_ID, linkButtonClass } from "./link-styles";

/** Closing call to action: the free plan and no credit card (requirements S1). */
const perks = ["noCard", "freePlan"] as const;

export function CtaSection() {
  const { t } = useLandingText();
  return (
    <section aria-labelledby="cta-title" className="px-4 pb-20 sm:px-6 sm:pb-24 lg:px-8">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl bg-brand-700 px-6 py-14 text-center shadow-xl sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-500/50 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-24 -left-24 h-72 w-72 rounded-full bg-purple-500/30 blur-3xl"
        />
        <div className="relative">
          <h2
            id="cta-title"
            className="text-3xl font-bold tracking-tight text-balance text-white sm:text-4xl"
          >
            {t("cta.title")}
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg text-brand-100">{t("cta.lead")}</p>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-medium text-white">
            {perks.map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="h-4 w-4 text-emerald-300" aria-hidden="true" />
                {t(`cta.perks.${item}`)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.signup} className={linkButtonClass("inverse", "lg")}>
              {t("signUpFree")}
              <ArrowRight className="h-5 w-5" aria-hidden="true" />
            </Link>
            <a href={`#${DEMO_SECTION_ID}`} className={linkButtonClass("outlineInverse", "lg")}>
              {t("cta.tryDemo")}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
