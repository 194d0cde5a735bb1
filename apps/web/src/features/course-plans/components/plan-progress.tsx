import type { CoursePlan } from "@recall/shared";
import { ShortfallNote } from "../../../components/ai/shortfall-note";
import { Badge } from "../../../components/ui/badge";
import { usePlanText } from "../i18n";

/**
 * Progress (requirements C4: completed over total), cards against the target, cost (4 decimals) and tokens; a
 * finished plan short of its cards or multiple-choice share says so.
 */
export function PlanProgress({ plan }: { plan: CoursePlan }) {
  const { t } = usePlanText();
  const percent = plan.progress.percentComplete;
  return (
    <section aria-label={t("progress.region")} className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-2 font-medium">
          {t("progress.subtopics", { done: plan.completedSubtopics, count: plan.totalSubtopics })}
          <Badge
            tone={plan.status === "completed" ? "green" : plan.status === "generating" ? "brand" : "slate"}
          >
            {t(`status.${plan.status}`)}
          </Badge>
        </span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t("progress.bar")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm text-slate-600 sm:grid-cols-4">
        <div>
          <dt className="text-xs uppercase text-slate-500">{t("progress.cards")}</dt>
          <dd>
            {plan.totalCardsGenerated} / {plan.targetCardCount}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">{t("progress.cost")}</dt>
          <dd>${plan.totalCost.toFixed(4)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">{t("progress.tokens")}</dt>
          <dd>
            {t("progress.tokensValue", { input: plan.tokensUsed.input, output: plan.tokensUsed.output })}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">{t("progress.time")}</dt>
          <dd>{plan.estimatedDuration}</dd>
        </div>
      </dl>
      <ShortfallNote shortfall={plan.shortfall} label={t("progress.shortfall")} />
    </section>
  );
}
