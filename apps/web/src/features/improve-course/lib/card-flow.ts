import type { Card, GenerateMcqBody, McqOptionsBody, McqSuggestion } from "@recall/shared";

/**
 * The per-card MCQ generation states (requirements C4): generating → reviewing (with the suggestion) or error;
 * reviewing → saving on approve → complete (cleared after 2 s) or error; Reject clears. No entry: idle.
 */
export type CardFlow =
  | { status: "generating" }
  | { status: "reviewing"; suggestion: McqSuggestion }
  | { status: "saving"; suggestion: McqSuggestion; body: McqOptionsBody }
  | { status: "complete" }
  | { status: "error"; message: string; retry: RetryStep };

/** What Try again repeats: the generation, or the save of the same options. */
export type RetryStep =
  | { step: "generate" }
  | { step: "save"; suggestion: McqSuggestion; body: McqOptionsBody };

/** requirements C9: the saved status is cleared after 2 s. */
export const SAVED_CLEAR_MS = 2000;

/** Buttons of a card are disabled while it generates or saves (requirements C4). */
export const isBusy = (flow: CardFlow | undefined) =>
  flow?.status === "generating" || flow?.status === "saving";

/** The generate-mcq body for a card (requirements C7): context is the course name, else the topic, else general. */
export function mcqRequest(card: Pick<Card, "face" | "back" | "topic">, courseName: string): GenerateMcqBody {
  return {
    question: card.face,
    answer: card.back,
    context: courseName.trim() || card.topic.trim() || "general",
  };
}

/**
 * The approval body of an unedited suggestion (what auto-approve saves), or null when the checks do not
 * trust it: such a suggestion waits for the owner's review even with auto-approve, as nothing is saved
 * that nobody approved.
 */
export function autoApprovalOf(s: McqSuggestion): McqOptionsBody | null {
  if (s.problems.length > 0 || s.mcqCorrectIndex === null) return null;
  return { mcqOptions: s.mcqOptions, mcqCorrectIndex: s.mcqCorrectIndex };
}
