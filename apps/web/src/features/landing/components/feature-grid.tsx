import {
  Activity,
  Globe,
  Library,
  ListChecks,
  type LucideIcon,
  PenLine,
  Timer,
  Volume2,
  WandSparkles,
} from "lucide-react";
import { useLandingText } from "../i18n";
import { SectionHeading } from "./section-heading";

interface GridItem {
  icon: LucideIcon;
  /** Its title and text in the catalog: `grid.items.<key>`. */
  key: string;
}

/** The rest of the product (requirements S1 and requirements C1), in a compact grid. */
const items: GridItem[] = [
  {
    icon: WandSparkles,
    key: "builder",
  },
  {
    icon: PenLine,
    key: "ownCards",
  },
  {
    icon: ListChecks,
    key: "modes",
  },
  { icon: Timer, key: "timed" },
  {
    icon: Activity,
    key: "neuro",
  },
  {
    icon: Volume2,
    key: "sounds",
  },
  {
    icon: Library,
    key: "library",
  },
  {
    icon: Globe,
    key: "language",
  },
];

export function FeatureGrid() {
  const { t } = useLandingText();
  return (
    <section aria-labelledby="grid-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="grid-title" eyebrow={t("grid.eyebrow")} title={t("grid.title")} />
        <ul className="mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ icon: Icon, key }) => (
            <li key={key} className="flex gap-4">
              <Icon className="mt-0.5 h-6 w-6 flex-none text-brand-600" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-slate-900">{t(`grid.items.${key}.title`)}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{t(`grid.items.${key}.text`)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
