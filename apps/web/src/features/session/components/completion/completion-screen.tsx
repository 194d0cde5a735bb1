import { Award } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Panel } from "../../../../components/ui/card";
import { TermGroup } from "../../../../components/ui/term-group";
import { paths } from "../../../../config/paths";
import { type CompletionStats, formatDuration } from "./completion-stats";

/** requirements S2: accuracy, best streak, time, cards done/planned, correct and incorrect, average per card. */
export function CompletionScreen({ stats }: { stats: CompletionStats }) {
  return (
    <Panel className="mx-auto max-w-2xl space-y-6 text-center">
      <div className="space-y-2">
        <Award aria-hidden className="mx-auto h-12 w-12 text-amber-500" />
        <h1 className="text-2xl font-bold text-slate-900">Session Complete!</h1>
        <p className="text-slate-600">Nice work. Here is how it went.</p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of figures, not a form's <fieldset>. */}
      <div
        role="group"
        aria-label="Session results"
        className="grid grid-cols-2 gap-3 text-left sm:grid-cols-4"
      >
        <Stat label="Accuracy" value={`${stats.accuracy}%`} />
        <Stat label="Best streak" value={stats.bestStreak} />
        <Stat label="Time" value={formatDuration(stats.durationSec)} />
        <Stat label="Cards" value={`${stats.cardsDone}/${stats.cardsPlanned}`} />
        <Stat label="Correct" value={stats.correct} tone="text-emerald-700" />
        <Stat label="Incorrect" value={stats.incorrect} tone="text-red-700" />
        <Stat label="Avg per card" value={`${stats.averageSec.toFixed(1)} s`} wide />
      </div>
      <Link
        to={paths.dashboard}
        className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
      >
        Back to Dashboard
      </Link>
    </Panel>
  );
}

function Stat({
  label,
  value,
  tone,
  wide,
}: {
  label: string;
  value: ReactNode;
  tone?: string;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <TermGroup
      labelledBy={id}
      className={wide ? "col-span-2 rounded-xl bg-slate-50 p-3" : "rounded-xl bg-slate-50 p-3"}
    >
      <dt id={id} className="text-xs font-medium text-slate-500 uppercase">
        {label}
      </dt>
      <dd className={`text-xl font-bold ${tone ?? "text-slate-900"}`}>{value}</dd>
    </TermGroup>
  );
}
