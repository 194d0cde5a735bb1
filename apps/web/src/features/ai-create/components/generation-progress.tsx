import { Loader2 } from "lucide-react";
import { useEffect, useState } from "react";
import { Panel } from "../../../components/ui/card";
import { useEstimate } from "../api/ai-queries";
import type { JobProgress } from "../hooks/use-course-generation";
import { useAiCreateText } from "../i18n";

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;

/** Seconds since mount, ticking once a second. */
function useElapsed() {
  const [started] = useState(Date.now);
  const [now, setNow] = useState(started);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.floor((now - started) / 1000));
}

export interface GenerationProgressProps {
  /** What is being generated: the brief's topic, or the course's name when generating its rest. */
  subject: string;
  cardCount: number;
  progress: JobProgress | null;
  title?: string;
}

/**
 * While a course is generated: what and how many cards, the elapsed time against the estimate, and the
 * job's progress when the server reports it (an indeterminate bar until then).
 */
export function GenerationProgress({ subject, cardCount, progress, title }: GenerationProgressProps) {
  const { t } = useAiCreateText();
  const elapsed = useElapsed();
  const estimate = useEstimate(cardCount);
  const percent = progress ? Math.round(progress.percentComplete) : null;

  return (
    <Panel className="space-y-4" aria-busy="true">
      <div className="flex items-start gap-3">
        <Loader2 aria-hidden className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-brand-600" />
        <div className="min-w-0">
          <h2 className="text-lg font-semibold">{title ?? t("progress.title")}</h2>
          <p className="break-words text-sm text-slate-600">
            {t("progress.subject", { subject, count: cardCount })}
          </p>
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t("progress.bar")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={
          progress
            ? t("progress.ofCards", { done: progress.cardsCreated, count: progress.plannedCards })
            : t("progress.working")
        }
        className="h-2 overflow-hidden rounded-full bg-slate-100"
      >
        {percent === null ? (
          <div className="h-full w-full animate-pulse rounded-full bg-brand-500/40" />
        ) : (
          <div className="h-full rounded-full bg-brand-500 transition-all" style={{ width: `${percent}%` }} />
        )}
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-sm text-slate-600">
        <span role="timer" aria-label={t("progress.elapsedLabel")}>
          {t("progress.elapsed", { time: clock(elapsed) })}
        </span>
        {progress ? (
          <span>
            {t("progress.ofCardsPercent", {
              done: progress.cardsCreated,
              count: progress.plannedCards,
              percent,
            })}
          </span>
        ) : estimate.data ? (
          <span>{t("progress.usually", { time: estimate.data.estimatedTime.label })}</span>
        ) : null}
      </div>
      <p className="text-xs text-slate-500">{t("progress.keepOpen")}</p>
    </Panel>
  );
}
