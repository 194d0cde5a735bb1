import type { CoverageReport } from "@recall/shared";
import { ShortfallNote } from "../../../components/ai/shortfall-note";
import { Panel } from "../../../components/ui/card";
import { useSyllabusText } from "../i18n";
import { ProgressBar } from "./progress-bar";

/**
 * The report's head (requirements C2): status, cards total/planned, multiple choice, percent complete, counts by
 * difficulty; a completed syllabus short of its cards or its multiple-choice share says so.
 */
export function CoverageSummary({ report }: { report: CoverageReport }) {
  const { t } = useSyllabusText();
  const { progress, byDifficulty } = report;
  return (
    <Panel role="region" className="space-y-4" aria-label={t("coverage.region")}>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat label={t("coverage.status")} value={t(`status.${report.status}`)} />
        <Stat label={t("coverage.cards")} value={`${progress.totalCards}/${progress.plannedCards}`} />
        <Stat label={t("coverage.complete")} value={`${progress.percentComplete}%`} />
        <Stat label={t("coverage.multipleChoice")} value={`${progress.mcqCards}/${progress.plannedMcq}`} />
      </dl>
      <ProgressBar label={t("coverage.percentComplete")} percent={progress.percentComplete} />
      <ShortfallNote shortfall={report.shortfall} label={t("coverage.shortfall")} />
      <section aria-label={t("coverage.byDifficulty")}>
        <dl className="grid grid-cols-3 gap-3">
          <Stat label={t("coverage.beginner")} value={String(byDifficulty.beginner)} />
          <Stat label={t("coverage.intermediate")} value={String(byDifficulty.intermediate)} />
          <Stat label={t("coverage.advanced")} value={String(byDifficulty.advanced)} />
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
