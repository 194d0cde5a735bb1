import { type CoursePlan, NOUNS, plural } from "@recall/shared";
import { ShortfallNote } from "../../../components/ai/shortfall-note";
import { Badge } from "../../../components/ui/badge";

const STATUS_LABEL: Record<CoursePlan["status"], string> = {
  draft: "Not started",
  generating: "Generating",
  paused: "Paused",
  completed: "Completed",
};

/**
 * Progress (requirements C4: completed over total), cards against the target, cost (4 decimals) and tokens; a
 * finished plan short of its cards or multiple-choice share says so.
 */
export function PlanProgress({ plan }: { plan: CoursePlan }) {
  const percent = plan.progress.percentComplete;
  return (
    <section aria-label="Progress" className="space-y-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="flex items-center gap-2 font-medium">
          {plan.completedSubtopics} of {plural(plan.totalSubtopics, NOUNS.subtopic)}
          <Badge
            tone={plan.status === "completed" ? "green" : plan.status === "generating" ? "brand" : "slate"}
          >
            {STATUS_LABEL[plan.status]}
          </Badge>
        </span>
        <span>{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Plan progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
      <dl className="grid grid-cols-2 gap-2 text-sm text-slate-600 sm:grid-cols-4">
        <div>
          <dt className="text-xs uppercase text-slate-500">Cards</dt>
          <dd>
            {plan.totalCardsGenerated} / {plan.targetCardCount}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">Cost</dt>
          <dd>${plan.totalCost.toFixed(4)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">Tokens</dt>
          <dd>
            {plan.tokensUsed.input} in / {plan.tokensUsed.output} out
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase text-slate-500">Estimated time</dt>
          <dd>{plan.estimatedDuration}</dd>
        </div>
      </dl>
      <ShortfallNote shortfall={plan.shortfall} label="Plan shortfall" />
    </section>
  );
}
