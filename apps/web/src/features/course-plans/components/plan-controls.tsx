import { type CoursePlan, NOUNS, PLAN_MESSAGES, plural } from "@recall/shared";
import { Play } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { useAutoGenerate, useGenerateNext } from "../api/plan-queries";
import { autoGenerateBlocker, generateNextBlocker, nextSubtopic } from "../lib/plan-actions";
import { planErrorMessage } from "../lib/plan-errors";

/** Generate Next and the 'Auto-generate all remaining' checkbox (requirements C2, C4), each disabled with its reason. */
export function PlanControls({ plan, aiReason }: { plan: CoursePlan; aiReason: string | null }) {
  const next = useGenerateNext(plan.id);
  const auto = useAutoGenerate(plan.id);
  const checkboxId = useId();
  const nextBlocker = next.isPending ? "Generating..." : generateNextBlocker(plan, aiReason);
  const autoBlocker = auto.isPending ? "Saving..." : autoGenerateBlocker(plan, aiReason);
  const upcoming = nextSubtopic(plan);

  const generate = () =>
    next.mutate(undefined, {
      onSuccess: (res) => {
        const s = res.data.subtopic;
        if (s.status === "completed")
          toast.success(`"${s.name}": ${plural(s.cardsGenerated, NOUNS.card)} generated`);
        // Fell short after its top-ups: the item keeps the text too.
        else toast.error(s.error ?? PLAN_MESSAGES.subtopicFailed);
      },
      onError: (err) => toast.error(planErrorMessage(err, PLAN_MESSAGES.subtopicFailed)),
    });
  const toggle = (enabled: boolean) =>
    auto.mutate(enabled, {
      onError: (err) => toast.error(planErrorMessage(err, PLAN_MESSAGES.updateFailed)),
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={generate} disabled={nextBlocker !== null}>
          <Play aria-hidden className="h-4 w-4" />
          {next.isPending ? "Generating..." : "Generate Next"}
        </Button>
        <label htmlFor={checkboxId} className="inline-flex items-center gap-2 text-sm">
          <input
            id={checkboxId}
            type="checkbox"
            className="h-4 w-4"
            checked={plan.autoGenerate}
            disabled={autoBlocker !== null}
            onChange={(e) => toggle(e.target.checked)}
          />
          Auto-generate all remaining
        </label>
      </div>
      {nextBlocker && !next.isPending ? (
        <p className="text-sm text-slate-600">{nextBlocker}</p>
      ) : upcoming ? (
        <p className="text-sm text-slate-600">
          Next: {upcoming.name} ({plural(upcoming.plannedCards - upcoming.cardsGenerated, NOUNS.card)})
        </p>
      ) : null}
      {plan.autoGenerate ? (
        <p className="text-sm text-slate-600">
          Generating on the server: you can close this page. Uncheck to pause after the current subtopic.
        </p>
      ) : null}
    </div>
  );
}
