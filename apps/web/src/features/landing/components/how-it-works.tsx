import { ChartLine, type LucideIcon, Sparkles, Target } from "lucide-react";
import { SectionHeading } from "./section-heading";

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** The three steps of requirements S2, titled exactly as the spec names them. */
const steps: Step[] = [
  {
    icon: Sparkles,
    title: "Create or Generate",
    text: "Describe a topic and let AI build a full course, or write, import and organise your own cards.",
  },
  {
    icon: Target,
    title: "Study Smarter",
    text: "Timed sessions mix multiple choice and reveal-the-answer cards and adapt to how you are doing.",
  },
  {
    icon: ChartLine,
    title: "Track Mastery",
    text: "Follow your accuracy, streaks and progress per topic, and see exactly what to review next.",
  },
];

export function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-title"
      className="scroll-mt-16 bg-slate-50 py-20 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading id="how-title" eyebrow="How It Works" title="From topic to mastery in three steps" />
        <ol className="mt-14 grid gap-8 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, i) => (
            <li key={title} className="relative rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-center gap-4">
                <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white">
                  {i + 1}
                </span>
                <Icon className="h-6 w-6 text-brand-500" aria-hidden="true" />
              </div>
              <h3 className="mt-6 text-xl font-semibold text-slate-900">{title}</h3>
              <p className="mt-3 leading-7 text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
