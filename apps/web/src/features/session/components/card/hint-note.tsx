import { Lightbulb } from "lucide-react";
import type { CardRun } from "../../hooks/session-state";

/**
 * Learn more is open to everyone before answering, but an answer given after it counts as hinted and
 * is never a clean recall in the memory model (docs/decisions/fsrs-grade-mapping.md): say so before the
 * learner answers, and again with a right answer that was hinted.
 */
export function HintNote({
  run,
}: {
  run: Pick<CardRun, "phase" | "level" | "depthBeforeAnswer" | "result">;
}) {
  let text: string | null = null;
  if (run.phase === "front" && run.level > 0)
    text = "Answering after reading this counts as a hinted answer: the card comes back sooner.";
  else if (run.phase === "graded" && run.result?.correct && (run.depthBeforeAnswer ?? 0) > 0)
    text = "Hinted answer: you opened Learn more first, so the card comes back sooner than a clean recall.";
  if (!text) return null;
  return (
    <p className="flex items-start gap-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
      <Lightbulb aria-hidden className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{text}</span>
    </p>
  );
}
