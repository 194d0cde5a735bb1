import { nextBatchCards, SYLLABUS_LIMITS, SYLLABUS_MESSAGES, type SyllabusSubtopic } from "@recall/shared";
import { Sparkles } from "lucide-react";
import { toast } from "sonner";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { errorMessage } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { useAiStatus } from "../../ai-create";
import { useGenerateSubtopic } from "../api/syllabus-queries";
import { useSyllabusText } from "../i18n";
import { DifficultyBadge } from "./difficulty-badge";

const BATCH = SYLLABUS_LIMITS.batchCards.default;

/**
 * 'Ready to Generate' (requirements C2): up to 3 next subtopics, the first marked 'Next', and 'Generate Next
 * Batch (N cards)' for the first one, N being what the batch will make (8, or the fewer cards the subtopic
 * still misses: shared `nextBatchCards`, the server's clamp). With nothing left the button says 'No more subtopics to generate!'
 * (requirements C5). The button is disabled only while AI cannot run (with the server's reason) or a batch runs.
 */
export function ReadyToGenerate({ indexId, next }: { indexId: string; next: SyllabusSubtopic[] }) {
  const { t } = useSyllabusText();
  const status = useAiStatus();
  const generate = useGenerateSubtopic();
  const unavailable = status.data !== undefined && !status.data.configured;
  const first = next[0];
  const cards = first ? nextBatchCards(first) : BATCH;

  const run = () => {
    if (!first) {
      toast.info(translateMessage(SYLLABUS_MESSAGES.nothingLeft));
      return;
    }
    generate.mutate(
      { indexId, subtopicName: first.name, cardCount: BATCH },
      {
        onSuccess: (data) => {
          if (data.shortfall) toast.warning(data.shortfall.message);
          else
            toast.success(t("ready.generated", { count: data.cardsGenerated, subtopic: data.subtopic.name }));
        },
        onError: (err) => toast.error(errorMessage(err, SYLLABUS_MESSAGES.subtopicFailed)),
      },
    );
  };

  return (
    <Panel className="space-y-3">
      <h2 className="text-lg font-semibold">{t("ready.heading")}</h2>
      {first ? (
        <ol aria-label={t("ready.nextSubtopics")} className="space-y-2">
          {next.map((s, i) => (
            <li key={s.name} aria-label={s.name} className="rounded-xl border border-slate-200 p-3">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium break-words text-slate-900">{s.name}</span>
                <DifficultyBadge difficulty={s.difficulty} />
                {i === 0 ? <Badge tone="brand">{t("ready.next")}</Badge> : null}
              </div>
              {s.description ? <p className="mt-1 text-sm text-slate-600">{s.description}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-600">{translateMessage(SYLLABUS_MESSAGES.nothingLeft)}</p>
      )}
      {unavailable ? (
        <p role="note" className="text-sm break-words text-amber-700">
          {status.data?.message ?? t("ready.notConfigured")}
        </p>
      ) : null}
      <Button onClick={run} disabled={unavailable || generate.isPending}>
        <Sparkles aria-hidden className="h-4 w-4" />
        {generate.isPending ? t("ready.generating") : t("ready.generate", { count: cards })}
      </Button>
    </Panel>
  );
}
