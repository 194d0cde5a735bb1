import { MCQ_SUGGESTION_DEFAULTS } from "../contracts/improve";
import { answerKey, optionLetter, optionsNamedBy } from "./card-rules";
import { containsWords, mcqOptionProblems, textKey } from "./generated-cards";

/**
 * The rules of the Improve Course flow (docs/decisions/improve-course.md): when a multiple-choice option
 * is a card's answer, what a model's suggestion must satisfy, and what the card's answer becomes when the
 * owner approves options. Pure functions, used by the server (generate-mcq, mcq-options) and the web
 * (the review panel says when saving changes the card's answer).
 */

/**
 * True when option `index` is the card's answer: the answer names it (same text by `answerKey`: "Mercury"
 * and "mercury."), or contains its words ("Mercury, the closest planet" contains "Mercury") while no
 * other option is named by the answer.
 */
export function optionIsAnswer(back: string, options: readonly string[], index: number): boolean {
  const option = options[index]?.trim();
  if (!option) return false;
  const named = optionsNamedBy(back, options);
  if (named.includes(index)) return true;
  if (named.length > 0) return false;
  return containsWords(textKey(back), textKey(option));
}

export interface McqSuggestionDraft {
  face: string;
  back: string;
  options: readonly string[];
  answerIndex: number | null | undefined;
}

/**
 * What is wrong with a model's suggestion for a card, in words the model can act on; empty when nothing
 * is: the generated-card option rules (4 distinct non-blank options, an index in range, the question not
 * giving the correct option away), and the correct option being the card's answer.
 */
export function mcqSuggestionProblems(draft: McqSuggestionDraft): string[] {
  const problems = mcqOptionProblems(draft);
  const i = draft.answerIndex;
  if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= draft.options.length) return problems;
  if (!optionIsAnswer(draft.back, draft.options, i)) {
    const named = optionsNamedBy(draft.back, draft.options);
    problems.push(
      named.length > 0
        ? `option ${optionLetter(named[0]!)} is the card's answer, but option ${optionLetter(i)} is marked correct`
        : `the correct option ${optionLetter(i)} ("${draft.options[i]?.slice(0, 80)}") is not the card's answer; use the answer's own words`,
    );
  }
  return problems;
}

/**
 * The model's options trimmed, and its answerIndex repaired when it is missing, out of range or on a
 * distractor while exactly one option is the card's answer by text (a model that counts from 1, or
 * marks the wrong one). Anything else is left for `mcqSuggestionProblems` to refuse.
 */
export function repairMcqSuggestion(
  back: string,
  options: readonly string[],
  answerIndex: number | null | undefined,
): { options: string[]; answerIndex: number | null } {
  const trimmed = options.map((o) => o.trim());
  const index =
    typeof answerIndex === "number" && Number.isInteger(answerIndex) && answerIndex >= 0 ? answerIndex : null;
  if (index !== null && index < trimmed.length && optionIsAnswer(back, trimmed, index)) {
    return { options: trimmed, answerIndex: index };
  }
  const named = optionsNamedBy(back, trimmed);
  return { options: trimmed, answerIndex: named.length === 1 ? named[0]! : index };
}

/**
 * A suggestion's confidence in 0-1 (part2 §3): 0.8 when the model gave none (or no number); a percentage
 * (1 < x <= 100, "85") is read as one; anything else is clamped.
 */
export function normalizeConfidence(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return MCQ_SUGGESTION_DEFAULTS.confidence;
  const share = value > 1 && value <= 100 ? value / 100 : value;
  return Math.round(Math.min(1, Math.max(0, share)) * 1000) / 1000;
}

/** A suggestion's reasoning: the model's, else the default text (part2 §3). */
export function normalizeReasoning(value: string | null | undefined): string {
  const text = (value ?? "").replace(/\s+/g, " ").trim();
  return text || MCQ_SUGGESTION_DEFAULTS.reasoning;
}

/**
 * The card's answer once options are approved: unchanged when it already is the correct option
 * (`optionIsAnswer`), otherwise the correct option's text, so the answer and the correct option never
 * disagree (the same direction as the card form's `reconcileMcqAnswer`: the answer follows the option).
 */
export function answerForApprovedOptions(back: string, options: readonly string[], index: number): string {
  return optionIsAnswer(back, options, index) ? back : (options[index] ?? "").trim();
}

/** True when approving these options would change the card's answer (the review panel says so). */
export function approvalChangesAnswer(back: string, options: readonly string[], index: number): boolean {
  return answerKey(answerForApprovedOptions(back, options, index)) !== answerKey(back);
}
