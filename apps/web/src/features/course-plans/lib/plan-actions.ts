import { type CoursePlan, subtopicWaits } from "@recall/shared";
import { planText } from "../i18n";

/**
 * Why Generate Next cannot run now, or null when it can (requirements C4: only when no subtopic is generating).
 * `aiReason`: the server's message when AI is not configured.
 */
export function generateNextBlocker(plan: CoursePlan, aiReason: string | null): string | null {
  if (aiReason) return aiReason;
  if (plan.autoGenerate) return planText("blocker.autoRunning");
  if (plan.status === "generating") return planText("blocker.subtopicRunning");
  if (!plan.subtopics.some(subtopicWaits)) return planText("blocker.allGenerated");
  return null;
}

/** Why 'Auto-generate all remaining' cannot be switched on now, or null. Switching off is always allowed. */
export function autoGenerateBlocker(plan: CoursePlan, aiReason: string | null): string | null {
  if (plan.autoGenerate) return null;
  if (aiReason) return aiReason;
  if (!plan.subtopics.some(subtopicWaits)) return planText("blocker.allGenerated");
  return null;
}

/**
 * The next subtopic Generate Next takes: the first not started or failed one, else the first one done
 * short of its cards (the server's order, shared `subtopicWaits`).
 */
export const nextSubtopic = (plan: CoursePlan) =>
  plan.subtopics.find((s) => s.status === "not_started" || s.status === "failed") ??
  plan.subtopics.find(subtopicWaits) ??
  null;
