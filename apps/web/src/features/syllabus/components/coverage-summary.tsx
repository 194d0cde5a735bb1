import type { CoverageReport } from "@recall/shared";
import { ShortfallNote } from "../../../components/ai/shortfall-note";
import { Panel } from "../../../components/ui/card";
import { ProgressBar } from "./progress-bar";

const STATUS_LABEL: Record<CoverageReport["status"], string> = {
  structured: "Structured",
  in_progress: "In progress",
  completed: "Completed",
};

/**
 * The report's head (requirements C2): status, cards total/planned, multiple choice, percent complete, counts by
 * difficulty; a completed syllabus short of its cards or its multiple-choice share says so.
 */
export function CoverageSummary({ report }: { report: CoverageReport }) {
  const { progress, byDifficulty } = report;
  return (
    <Panel role="region" className="space-y-4" aria-label="Coverage">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label="Status" value={STATUS_LABEL[report.status]} />
        <Stat label="Cards" value={`${progress.totalCards}/${progress.plannedCards}`} />
        <Stat label="Complete" value={`${progress.percentComplete}%`} />
        <Stat label="Multiple choice" value={`${progress.mcqCards}/${progress.plannedMcq}`} />
      </dl>
      <ProgressBar label="Percent complete" percent={progress.percentComplete} />
      <ShortfallNote shortfall={report.shortfall} label="Syllabus shortfall" />
      <section aria-label="Cards by difficulty">
        <dl className="grid grid-cols-3 gap-3">
          <Stat label="Beginner" value={String(byDifficulty.beginner)} />
          <Stat label="Intermediate" value={String(byDifficulty.intermediate)} />
          <Stat label="Advanced" value={String(byDifficulty.advanced)} />
        </dl>
      </section>
    </Panel>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl bg-slate-50 p-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="text-lg font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
