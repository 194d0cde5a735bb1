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
import { SectionHeading } from "./section-heading";

interface GridItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The rest of the product (requirements S1 and requirements C1), in a compact grid. */
const items: GridItem[] = [
  {
    icon: WandSparkles,
    title: "AI course builder",
    text: "Turn any topic into a complete course through a short conversation.",
  },
  {
    icon: PenLine,
    title: "Your own cards",
    text: "Add cards by hand or import a course file you already have.",
  },
  {
    icon: ListChecks,
    title: "Two study modes",
    text: "Answer multiple choice or reveal the answer and rate yourself.",
  },
  { icon: Timer, title: "Timed sessions", text: "Pick a session length that fits your day and stick to it." },
  {
    icon: Activity,
    title: "Neurochemical balance",
    text: "Watch a simulated brain-chemistry balance react as you study.",
  },
  {
    icon: Volume2,
    title: "Rewarding sounds",
    text: "Sound effects celebrate correct answers and streak milestones.",
  },
  {
    icon: Library,
    title: "Card library",
    text: "Search every card across all of your courses in one place.",
  },
  {
    icon: Globe,
    title: "Your interface language",
    text: "Switch the app between English and a second language.",
  },
];

export function FeatureGrid() {
  return (
    <section aria-labelledby="grid-title" className="py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="grid-title" eyebrow="And there is more" title="Built around the way you study" />
        <ul className="mt-14 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
          {items.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <Icon className="mt-0.5 h-6 w-6 flex-none text-brand-600" aria-hidden="true" />
              <div>
                <h3 className="font-semibold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
