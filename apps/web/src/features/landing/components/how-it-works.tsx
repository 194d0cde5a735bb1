import { ChartLine, type LucideIcon, Sparkles, Target } from "lucide-react";
import { useLandingText } from "../i18n";
import { SectionHeading } from "./section-heading";

interface Step {
  icon: LucideIcon;
  /** Its title and text in the catalog: `how.steps.<key>`. */
  key: string;
}

/** The three steps of requirements S2, titled exactly as the spec names them. */
const steps: Step[] = [
  {
    icon: Sparkles,
    key: "create",
  },
  {
    icon: Target,
    key: "study",
  },
  {
    icon: ChartLine,
    key: "track",
  },
];

export function HowItWorks() {
  const { t } = useLandingText();
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-16 bg-slate-50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-title" eyebrow={t("header.howItWorks")} title={t("how.title")} />
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {steps.map(({ icon: Icon, key }, i) => (
            <li key={key} className="relative rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-4">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
                  {i + 1}
                </span>
                <Icon className="h-6 w-6 text-brand-500" aria-hidden="true" />
              </div>
              <h3 className="mt-6 text-xl font-semibold text-slate-900">{t(`how.steps.${key}.title`)}</h3>
              <p className="mt-3 leading-7 text-slate-600">{t(`how.steps.${key}.text`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
