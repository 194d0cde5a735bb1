import type { z } from "zod";
import {
  type Artwork,
  CARD_DEFAULTS,
  CardFields,
  type CardType,
  type ConceptExplainer,
  countWords,
  type DeepDive,
  type Frequency,
  type GlossaryTerm,
  type Level,
  type RelatedConcept,
  type Sandbox,
} from "../contracts/cards";
import { WHOLE_PART_FIELD } from "../contracts/common";
import { fieldMessage, issueFields } from "../contracts/issue-fields";
import { strictInput } from "../contracts/strict-input";

/**
 * The card rules: written once, used by the upload validation, the server (manual card, edit, AI cards)
 * and both card forms (the forms pipe their values into `CardFieldsWithRules`).
 * Field shapes and "X is required" live in `CardFields`; these are the rules between fields.
 */

/** Letters of multiple-choice options, as cards show them: A, B, C... */
export const optionLetter = (index: number) => String.fromCharCode(65 + index);

export const CARD_RULE_MESSAGES = {
  mcqTwoOptions: "A multiple-choice card needs at least 2 options",
  mcqChooseCorrect: "Select the correct option",
  mcqCorrectBlank: "The correct option cannot be empty",
  mcqIndexOutOfRange: (count: number) => `must be between 0 and ${count - 1} (the card has ${count} options)`,
  mcqAnswerNamesOtherOption: (named: number, correct: number) =>
    `The answer is option ${optionLetter(named)}, but option ${optionLetter(correct)} is marked correct. Mark option ${optionLetter(named)} as correct or change the answer.`,
} as const;

export interface CardRuleIssue {
  path: (string | number)[];
  message: string;
}

/** How an answer and an option are compared: case, spacing, emphasis marks and a final stop do not count. */
export function answerKey(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/[*_`]/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!。]+$/u, "")
    .trim()
    .toLowerCase();
}

/** The positions of the (non-blank) options whose text is the answer's, e.g. back "Mercury" names option B. */
export function optionsNamedBy(back: string, options: readonly string[]): number[] {
  const key = answerKey(back);
  if (!key) return [];
  return options.flatMap((option, i) => (option.trim() && answerKey(option) === key ? [i] : []));
}

/** What the MCQ answer rule looks at while a card is edited. */
export interface McqAnswerState {
  back: string;
  options: string[];
  answerIndex: number | null;
}

const correctText = (s: McqAnswerState) => (s.answerIndex === null ? undefined : s.options[s.answerIndex]);

/**
 * The MCQ answer rule, applied by the card forms on every change so the answer and the correct option
 * never diverge (the check on save is `cardRuleIssues`):
 * - the answer changed and now is the text of an option: that option becomes the correct one;
 * - the correct option changed (another one chosen, or its text edited) and the answer was the old correct
 *   option's text or blank: the answer follows the new correct option;
 * - another option was edited and now is the answer's text: it becomes the correct one.
 * An answer that explains the option in other words is left alone.
 */
export function reconcileMcqAnswer(before: McqAnswerState, after: McqAnswerState): McqAnswerState {
  const namedByAnswer = () => {
    const named = optionsNamedBy(after.back, after.options);
    return named.length > 0 && (after.answerIndex === null || !named.includes(after.answerIndex))
      ? { ...after, answerIndex: named[0]! }
      : after;
  };
  if (after.back !== before.back) return namedByAnswer();
  const was = correctText(before);
  const now = correctText(after);
  if (now !== undefined && (after.answerIndex !== before.answerIndex || now !== was)) {
    const answerWasOption =
      !before.back.trim() || (was !== undefined && answerKey(was) === answerKey(before.back));
    return answerWasOption && now.trim() ? { ...after, back: now.trim() } : namedByAnswer();
  }
  return namedByAnswer();
}

type RuleInput = { type?: unknown; back?: unknown; options?: unknown; answerIndex?: unknown };

/**
 * The rules between a card's fields, every violation at once (paths name the field):
 * - mcq: at least 2 non-blank options; a correct option chosen, in range and not blank;
 * - mcq: the answer and the correct option agree: an answer that is the text of an option must be the
 *   correct one ("change only the Answer and the old option stays correct" cannot be saved).
 * Options may still hold blanks here: they are dropped on save (requirements C5), so indexes are the raw ones.
 */
export function cardRuleIssues(card: RuleInput): CardRuleIssue[] {
  if (card.type !== "mcq") return [];
  const issues: CardRuleIssue[] = [];
  const options = Array.isArray(card.options)
    ? card.options.map((o) => (typeof o === "string" ? o : ""))
    : [];
  const index = typeof card.answerIndex === "number" ? card.answerIndex : null;
  if (options.filter((o) => o.trim()).length < 2)
    issues.push({ path: ["options"], message: CARD_RULE_MESSAGES.mcqTwoOptions });
  if (index === null) {
    issues.push({ path: ["answerIndex"], message: CARD_RULE_MESSAGES.mcqChooseCorrect });
  } else if (index >= options.length) {
    // With no options at all, "needs at least 2 options" already says what is wrong.
    if (options.length > 0)
      issues.push({ path: ["answerIndex"], message: CARD_RULE_MESSAGES.mcqIndexOutOfRange(options.length) });
  } else if (!options[index]?.trim()) {
    issues.push({ path: ["answerIndex"], message: CARD_RULE_MESSAGES.mcqCorrectBlank });
  } else {
    const named = optionsNamedBy(typeof card.back === "string" ? card.back : "", options);
    if (named.length > 0 && !named.includes(index))
      issues.push({
        path: ["back"],
        message: CARD_RULE_MESSAGES.mcqAnswerNamesOtherOption(named[0]!, index),
      });
  }
  return issues;
}

/**
 * `CardFields` with the card rules: what every save of a card must pass. The rules run even when a field
 * already failed (`when`), so a form shows every problem at once; `cardRuleIssues` reads defensively.
 */
export const CardFieldsWithRules = CardFields.superRefine(
  (card, ctx) => {
    for (const issue of cardRuleIssues(card)) ctx.addIssue({ code: "custom", ...issue });
  },
  { when: () => true },
);

/** A card ready to store: defaults applied, type rules enforced, word count computed. */
export interface NormalizedCard {
  face: string;
  back: string;
  topic: string;
  level: Level;
  type: CardType;
  frequency: Frequency;
  options: string[] | null;
  answerIndex: number | null;
  acceptableAnswers: string[] | null;
  explanationRight: string | null;
  explanationWrong: string | null;
  conceptExplainer: ConceptExplainer | null;
  deepDive: DeepDive | null;
  artworks: Artwork[];
  relatedConcepts: RelatedConcept[];
  conceptTags: string[];
  difficultyScore: number | null;
  glossary: GlossaryTerm[];
  minReadTime: number;
  sandbox: Sandbox | null;
  wordCount: number;
}

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value : null);

/**
 * The shape a card is stored in, from fields that passed `CardFieldsWithRules`:
 * - mcq: blank options are dropped and answerIndex follows its option (requirements C5);
 * - non-mcq cards drop options and answerIndex; non-cloze cards drop acceptableAnswers (requirements C2);
 * - cloze: blank acceptable answers are dropped; blank explanations become null;
 * - wordCount is recomputed; minReadTime defaults to 5 s.
 */
export function normalizeCard(fields: z.output<typeof CardFields>): NormalizedCard {
  let options: string[] | null = null;
  let answerIndex: number | null = null;
  if (fields.type === "mcq") {
    options = [];
    for (const [i, option] of (fields.options ?? []).entries()) {
      if (!option.trim()) continue;
      if (i === fields.answerIndex) answerIndex = options.length;
      options.push(option.trim());
    }
  }
  const acceptableAnswers =
    fields.type === "cloze" && fields.acceptableAnswers
      ? fields.acceptableAnswers.map((a) => a.trim()).filter(Boolean)
      : null;
  return {
    face: fields.face,
    back: fields.back,
    topic: fields.topic,
    level: fields.level,
    type: fields.type,
    frequency: fields.frequency,
    options,
    answerIndex,
    acceptableAnswers,
    explanationRight: blankToNull(fields.explanationRight),
    explanationWrong: blankToNull(fields.explanationWrong),
    conceptExplainer: fields.conceptExplainer ?? null,
    deepDive: fields.deepDive ?? null,
    artworks: fields.artworks ?? [],
    relatedConcepts: fields.relatedConcepts ?? [],
    conceptTags: fields.conceptTags ?? [],
    difficultyScore: fields.difficultyScore ?? null,
    glossary: fields.glossary ?? [],
    minReadTime: fields.minReadTime ?? CARD_DEFAULTS.minReadTime,
    sandbox: fields.sandbox ?? null,
    wordCount: countWords(fields.face, fields.back),
  };
}

export type CardCheckResult =
  | { ok: true; card: NormalizedCard }
  /** `message` is the first problem ("path: message"); `fields` has every problem by path. */
  | { ok: false; message: string; fields: Record<string, string> };

/** `CardFieldsWithRules` refusing unknown keys at any depth: for card JSON no route schema has checked (an upload). */
const StrictCardFieldsWithRules = strictInput(CardFieldsWithRules);

/**
 * Validates one card against `CardFieldsWithRules`; the message names the field of the first problem.
 * `strict` refuses unknown keys, as every request body does (docs/decisions/validation-errors.md).
 */
export function checkCard(input: unknown, opts: { strict?: boolean } = {}): CardCheckResult {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    const message = "must be an object with face, back, topic and level";
    return { ok: false, message, fields: { [WHOLE_PART_FIELD.body]: message } };
  }
  const parsed = (opts.strict ? StrictCardFieldsWithRules : CardFieldsWithRules).safeParse(input);
  if (parsed.success) return { ok: true, card: normalizeCard(parsed.data) };
  const fields = issueFields(parsed.error.issues);
  const [path, message] = Object.entries(fields)[0]!;
  return { ok: false, message: fieldMessage(path, message), fields };
}
