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
import { SectionHeading } from "./section-heading";

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  tone: string;
}

/** The claims of requirements S1, one card each. */
const features: Feature[] = [
  {
    icon: Languages,
    title: "28 languages",
    text: "Generate and study courses in 28 languages, from Spanish and Japanese to Greek and Hindi.",
    tone: "bg-sky-100 text-sky-700",
  },
  {
    icon: Gauge,
    title: "Adaptive difficulty",
    text: "Every answer tunes what comes next: more practice where you struggle, faster pace where you shine.",
    tone: "bg-brand-100 text-brand-700",
  },
  {
    icon: BrainCircuit,
    title: "Flow-state engine",
    text: "Sessions watch your rhythm and switch between question types to keep you challenged, not stuck.",
    tone: "bg-purple-100 text-purple-700",
  },
  {
    icon: Layers3,
    title: "Three depth levels",
    text: "Every card opens up from an Overview to a Deep Dive and on to Connections with related ideas.",
    tone: "bg-emerald-100 text-emerald-700",
  },
  {
    icon: BookA,
    title: "Auto-generated glossary",
    text: "Key terms on each card come with short definitions, so new vocabulary never slows you down.",
    tone: "bg-amber-100 text-amber-800",
  },
  {
    icon: FolderHeart,
    title: "Collections",
    text: "Gather cards from any course into named collections and start a session from them in one click.",
    tone: "bg-rose-100 text-rose-700",
  },
  {
    icon: ChartLine,
    title: "Progress analytics",
    text: "See accuracy, time per card and topics studied, and watch what you know grow week by week.",
    tone: "bg-teal-100 text-teal-700",
  },
  {
    icon: Flame,
    title: "Learning streaks",
    text: "Build a daily habit with streaks and milestone rewards that make coming back feel good.",
    tone: "bg-orange-100 text-orange-700",
  },
];

export function FeatureCards() {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-16 py-20 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Why Recall"
          title="Everything you need to truly remember"
          lead="Recall pairs AI-made courses with a study engine that adapts to you, card by card."
        />
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ icon: Icon, title, text, tone }) => (
            <li
              key={title}
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
            >
              <span className={`inline-flex h-11 w-11 items-center justify-center rounded-xl ${tone}`}>
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
