import {
  BookA,
  BrainCircuit,
  ChartLine,
  Flame,
  FolderHeart,
  Gauge,
  Languages,
  Layers3,
  type LucideIcon,
} from "lucide-react";
import { useLandingText } from "../i18n";
import { SectionHeading } from "./section-heading";

interface Feature {
  icon: LucideIcon;
  /** Its title and text in the catalog: `features.items.<key>`. */
  key: string;
  tone: string;
}

/** The claims of requirements S1, one card each. */
const features: Feature[] = [
  {
    icon: Languages,
    key: "languages",
    tone: "bg-sky-100 text-sky-700",
  },
  {
    icon: Gauge,
    key: "adaptive",
    tone: "bg-brand-100 text-brand-700",
  },
  {
    icon: BrainCircuit,
    key: "flow",
    tone: "bg-purple-100 text-purple-700",
  },
  {
    icon: Layers3,
    key: "depth",
    tone: "bg-emerald-100 text-emerald-700",
  },
  {
    icon: BookA,
    key: "glossary",
    tone: "bg-amber-100 text-amber-800",
  },
  {
    icon: FolderHeart,
    key: "collections",
    tone: "bg-rose-100 text-rose-700",
  },
  {
    icon: ChartLine,
    key: "analytics",
    tone: "bg-teal-100 text-teal-700",
  },
  {
    icon: Flame,
    key: "streaks",
    tone: "bg-orange-100 text-orange-700",
  },
];

export function FeatureCards() {
  const { t } = useLandingText();
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow={t("features.eyebrow")}
          title={t("features.title")}
          lead={t("features.lead")}
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, key, tone }) => (
            <li
              key={key}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className={`inline-flex h-11 w-11 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                {t(`features.items.${key}.title`)}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{t(`features.items.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
