import { type CoursePlan, type CoursePlanSubtopic, PLAN_MESSAGES, type SubtopicStatus } from "@recall/shared";
import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ShortfallNote } from "../../../components/ai/shortfall-note";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { translateMessage } from "../../../lib/translate-message";
import { useUpdatePlan } from "../api/plan-queries";
import { usePlanText } from "../i18n";
import { canRemove, moved, without } from "../lib/plan-edits";
import { planErrorMessage } from "../lib/plan-errors";
import { SubtopicEditor } from "./subtopic-editor";

const TONE: Record<SubtopicStatus, "slate" | "brand" | "green" | "red"> = {
  not_started: "slate",
  generating: "brand",
  completed: "green",
  failed: "red",
};

/**
 * The plan's subtopics (requirements C2 Course plan page): status, cards, a failure's text on the item, up/down
 * reorder (the server renumbers) and removal after 'Are you sure you want to remove this subtopic?'.
 */
export function SubtopicList({ plan }: { plan: CoursePlan }) {
  const { t } = usePlanText();
  const update = useUpdatePlan(plan.id);
  const [editing, setEditing] = useState<string | null>(null);
  const send = (subtopics: { id: string }[]) =>
    update.mutate(
      { subtopics },
      { onError: (err) => toast.error(planErrorMessage(err, PLAN_MESSAGES.updateFailed)) },
    );
  const remove = (s: CoursePlanSubtopic) => {
    if (!window.confirm(translateMessage(PLAN_MESSAGES.confirmRemove))) return;
    send(without(plan.subtopics, s.id));
  };

  return (
    <ol className="space-y-2" aria-label={t("subtopic.list")}>
      {plan.subtopics.map((s, i) => (
        <li key={s.id} className="rounded-xl border border-slate-200 bg-white p-3">
          <div className="flex flex-wrap items-start gap-3">
            <span className="mt-0.5 w-6 text-sm font-semibold text-slate-500">{s.order}.</span>
            {editing === s.id ? (
              <div className="min-w-0 flex-1">
                <SubtopicEditor plan={plan} subtopic={s} onDone={() => setEditing(null)} />
              </div>
            ) : (
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium break-words">{s.name}</h3>
                  <Badge tone={TONE[s.status]}>{t(`status.${s.status}`)}</Badge>
                  <Badge>{s.difficulty}</Badge>
                  <span className="text-xs text-slate-500">
                    {t("subtopic.cards", { done: s.cardsGenerated, count: s.plannedCards })}
                  </span>
                </div>
                {s.description ? <p className="text-sm text-slate-600">{s.description}</p> : null}
                {s.prerequisites.length > 0 ? (
                  <p className="text-xs text-slate-500">
                    {t("subtopic.buildsOn", { names: s.prerequisites.join(", ") })}
                  </p>
                ) : null}
                {s.status === "failed" && s.error ? (
                  <p role="alert" className="text-sm text-red-700">
                    {s.error}
                  </p>
                ) : null}
                <ShortfallNote
                  shortfall={s.shortfall}
                  label={t("subtopic.shortfallOf", { name: s.name })}
                  compact
                />
                {s.status === "completed" && s.error ? (
                  <p className="text-sm text-slate-600">{s.error}</p>
                ) : null}
              </div>
            )}
            <div className="flex gap-1">
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("subtopic.edit", { name: s.name })}
                disabled={editing !== null}
                onClick={() => setEditing(s.id)}
              >
                <Pencil aria-hidden className="h-4 w-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("subtopic.up", { name: s.name })}
                disabled={i === 0 || update.isPending}
                onClick={() => send(moved(plan.subtopics, i, -1))}
              >
                <ArrowUp aria-hidden className="h-4 w-4" />
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("subtopic.down", { name: s.name })}
                disabled={i === plan.subtopics.length - 1 || update.isPending}
                onClick={() => send(moved(plan.subtopics, i, 1))}
              >
                <ArrowDown aria-hidden className="h-4 w-4" />
              </Button>
              {canRemove(s, plan) ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t("subtopic.remove", { name: s.name })}
                  disabled={update.isPending}
                  onClick={() => remove(s)}
                >
                  <Trash2 aria-hidden className="h-4 w-4 text-red-600" />
                </Button>
              ) : null}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
