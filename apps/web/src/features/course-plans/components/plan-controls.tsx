import { type CoursePlan, PLAN_MESSAGES } from "@recall/shared";
import { Play } from "lucide-react";
import { useId } from "react";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { translateMessage } from "../../../lib/translate-message";
import { useAutoGenerate, useGenerateNext } from "../api/plan-queries";
import { usePlanText } from "../i18n";
import { autoGenerateBlocker, generateNextBlocker, nextSubtopic } from "../lib/plan-actions";
import { planErrorMessage } from "../lib/plan-errors";

/** Generate Next and the 'Auto-generate all remaining' checkbox (requirements C2, C4), each disabled with its reason. */
export function PlanControls({ plan, aiReason }: { plan: CoursePlan; aiReason: string | null }) {
  const { t } = usePlanText();
  const next = useGenerateNext(plan.id);
  const auto = useAutoGenerate(plan.id);
  const checkboxId = useId();
  const nextBlocker = next.isPending ? t("controls.generating") : generateNextBlocker(plan, aiReason);
  const autoBlocker = auto.isPending ? t("controls.saving") : autoGenerateBlocker(plan, aiReason);
  const upcoming = nextSubtopic(plan);

  const generate = () =>
    next.mutate(undefined, {
      onSuccess: (res) => {
        const s = res.data.subtopic;
        if (s.status === "completed")
          toast.success(t("controls.generated", { name: s.name, count: s.cardsGenerated }));
        // Fell short after its top-ups: the item keeps the text too.
        else toast.error(translateMessage(s.error ?? PLAN_MESSAGES.subtopicFailed));
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
          {next.isPending ? t("controls.generating") : t("controls.generateNext")}
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
          {t("controls.auto")}
        </label>
      </div>
      {nextBlocker && !next.isPending ? (
        <p className="text-sm text-slate-600">{nextBlocker}</p>
      ) : upcoming ? (
        <p className="text-sm text-slate-600">
          {t("controls.next", {
            name: upcoming.name,
            count: upcoming.plannedCards - upcoming.cardsGenerated,
          })}
        </p>
      ) : null}
      {plan.autoGenerate ? <p className="text-sm text-slate-600">{t("controls.serverRunning")}</p> : null}
    </div>
  );
}
