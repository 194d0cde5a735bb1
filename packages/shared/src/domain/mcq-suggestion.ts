import { IMPROVE_LIMITS, IMPROVE_MESSAGES, MCQ_SUGGESTION_DEFAULTS } from "../contracts/improve";
import { answerKey, optionLetter, optionsNamedBy } from "./card-rules";
import {
  containsWords,
  MCQ_OPTION_COUNT,
  type McqOptionIssue,
  mcqOptionIssues,
  textKey,
} from "./generated-cards";

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
 * One thing wrong with options for a card, at the field of the improve routes' bodies it concerns:
 * "mcqOptions", "mcqOptions.2" or "mcqCorrectIndex".
 */
export interface McqIssue {
  path: string;
  message: string;
}

/** The card rules' issues at the body's paths ("options.2" → "mcqOptions.2"), the index one in the spec's words. */
function bodyIssues(issues: McqOptionIssue[]): McqIssue[] {
  return issues.map(({ path, message }) =>
    path === "answerIndex"
      ? { path: "mcqCorrectIndex", message: IMPROVE_MESSAGES.selectCorrectAnswer }
      : { path: path.replace(/^options/, "mcqOptions"), message },
  );
}

function lengthIssues(options: readonly string[]): McqIssue[] {
  return options.flatMap((o, i) =>
    o.trim().length > IMPROVE_LIMITS.optionChars
      ? [{ path: `mcqOptions.${i}`, message: `must be at most ${IMPROVE_LIMITS.optionChars} characters` }]
      : [],
  );
}

/**
 * What must hold for options the owner approves (PATCH .../mcq-options): the card rules for options of
 * any count (none blank, distinct, the index one of them, the question not giving the correct one away)
 * and the option length. Whether the correct option is the card's answer is not asked: approval makes
 * the answer follow it (`answerForApprovedOptions`), the owner's edit wins.
 */
export function mcqApprovalIssues(draft: Omit<McqSuggestionDraft, "back">): McqIssue[] {
  return [...bodyIssues(mcqOptionIssues(draft, { optionCount: null })), ...lengthIssues(draft.options)];
}

/**
 * What is wrong with a model's suggestion for a card; empty when the checks trust it: the generated-card
 * option rules (4 distinct non-blank options, an index in range, the question not giving the correct
 * option away), the option length, and the correct option being the card's answer.
 */
export function mcqSuggestionIssues(draft: McqSuggestionDraft): McqIssue[] {
  const issues = [...bodyIssues(mcqOptionIssues(draft)), ...lengthIssues(draft.options)];
  const i = draft.answerIndex;
  if (typeof i !== "number" || !Number.isInteger(i) || i < 0 || i >= draft.options.length) return issues;
  if (!optionIsAnswer(draft.back, draft.options, i)) {
    const named = optionsNamedBy(draft.back, draft.options);
    issues.push({
      path: `mcqOptions.${i}`,
      message:
        named.length > 0
          ? `option ${optionLetter(named[0]!)} is the card's answer, but option ${optionLetter(i)} is marked correct`
          : `the correct option ${optionLetter(i)} ("${draft.options[i]?.slice(0, 80)}") is not the card's answer; use the answer's own words`,
    });
  }
  return issues;
}

/** An issue as one line a model (or a person) reads: "option B: options are not distinct". */
export function describeMcqIssue({ path, message }: McqIssue): string {
  const option = /^mcqOptions\.(\d+)$/.exec(path);
  if (option) return `option ${optionLetter(Number(option[1]))}: ${message}`;
  return path === "mcqCorrectIndex" ? `correctIndex: ${message}` : message;
}

/** The confidence shown with a suggestion the checks do not trust: at most this, so it reads as low. */
export const UNTRUSTED_CONFIDENCE = 0.3;

/** A suggestion's confidence: the model's (`normalizeConfidence`), capped when the checks found issues. */
export function suggestionConfidence(value: number | null | undefined, issues: readonly McqIssue[]): number {
  const confidence = normalizeConfidence(value);
  return issues.length > 0 ? Math.min(confidence, UNTRUSTED_CONFIDENCE) : confidence;
}

/**
 * A suggestion the checks do not trust, shaped for the review: at least the 4 options a card gets (blank
 * ones added for the owner to fill) and at most a card's 8; an index outside them is no index.
 */
export function reviewableOptions(
  options: readonly string[],
  answerIndex: number | null,
): { options: string[]; answerIndex: number | null } {
  const shaped = options.slice(0, IMPROVE_LIMITS.maxOptions).map((o) => o.trim());
  while (shaped.length < MCQ_OPTION_COUNT) shaped.push("");
  return {
    options: shaped,
    answerIndex: answerIndex !== null && answerIndex < shaped.length ? answerIndex : null,
  };
}

/**
 * The model's options trimmed, and its answerIndex repaired when it is missing, out of range or on a
 * distractor while exactly one option is the card's answer by text (a model that counts from 1, or
 * marks the wrong one). Anything else is left for `mcqSuggestionIssues` to mark.
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
 * A suggestion's confidence in 0-1 (requirements C3): 0.8 when the model gave none (or no number); a percentage
 * (1 < x <= 100, "85") is read as one; anything else is clamped.
 */
export function normalizeConfidence(value: number | null | undefined): number {
  if (typeof value !== "number" || !Number.isFinite(value)) return MCQ_SUGGESTION_DEFAULTS.confidence;
  const share = value > 1 && value <= 100 ? value / 100 : value;
  return Math.round(Math.min(1, Math.max(0, share)) * 1000) / 1000;
}

/** A suggestion's reasoning: the model's, else the default text (requirements C3). */
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
