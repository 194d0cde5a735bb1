import { Settings, Sparkles, Square } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { BatchState } from "../hooks/use-batch-run";
import { useImproveText } from "../i18n";

interface BatchPanelProps {
  /** Cards without MCQ options (the n of 'Generate All Missing (n)'). */
  missing: number;
  /** Why a run cannot start now, or null. */
  blockedReason: string | null;
  state: BatchState;
  /** Suggestions on the page waiting for the owner's Approve & Save or Reject. */
  waitingForReview: number;
  onGenerateAll(): void;
  onOpenSettings(): void;
  onCancel(): void;
}

/**
 * The batch controls (requirements C2): 'Generate All Missing (n)', Settings, the run's progress, and how many
 * suggestions wait for the owner's review (nothing is saved until approved).
 */
export function BatchPanel({
  missing,
  blockedReason,
  state,
  waitingForReview,
  onGenerateAll,
  onOpenSettings,
  onCancel,
}: BatchPanelProps) {
  const { t } = useImproveText();
  const reason = state.isRunning ? null : blockedReason;
  const done = state.total === 0 ? 0 : Math.round((state.completed / state.total) * 100);
  return (
    <section aria-label={t("batch.region")} className="space-y-3">
      <div className="flex flex-wrap gap-2">
        <span title={reason ?? undefined} className="inline-flex">
          <Button
            onClick={onGenerateAll}
            disabled={state.isRunning || reason !== null || missing === 0}
            aria-description={reason ?? undefined}
          >
            <Sparkles aria-hidden className="h-4 w-4" />
            {t("batch.generateAll", { count: missing })}
          </Button>
        </span>
        <Button variant="secondary" onClick={onOpenSettings} disabled={state.isRunning}>
          <Settings aria-hidden className="h-4 w-4" />
          {t("batch.settings")}
        </Button>
        {state.isRunning ? (
          <Button variant="danger" onClick={onCancel}>
            <Square aria-hidden className="h-4 w-4" />
            {t("batch.cancel")}
          </Button>
        ) : null}
      </div>
      {waitingForReview > 0 ? (
        <p className="text-sm font-medium text-amber-800" aria-live="polite">
          {t("batch.waiting", { count: waitingForReview })}
        </p>
      ) : null}
      {state.total > 0 ? (
        <div className="space-y-1">
          <p className="text-sm text-slate-700" aria-live="polite">
            {t(state.isRunning ? "batch.progress" : "batch.progressFinished", {
              done: state.completed,
              total: state.total,
              failed: state.failed,
            })}
          </p>
          <div
            role="progressbar"
            aria-label={t("batch.progressLabel")}
            aria-valuemin={0}
            aria-valuemax={state.total}
            aria-valuenow={state.completed}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${done}%` }} />
          </div>
        </div>
      ) : null}
    </section>
  );
}
