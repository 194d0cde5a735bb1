/**
 * The rules a generated card's question and options follow (docs/decisions/ai-jobs.md), shared by every
 * generation on the server and by any screen that edits multiple-choice options. Pure functions.
 */

/** Options of a generated multiple-choice card: 1 correct and 3 distractors (requirements C9). */
export const MCQ_OPTION_COUNT = 4;

/**
 * The comparable form of a face or an option: lower case, letters and digits only, single spaces.
 * Two faces with the same key are the same question ("What is DNA?" and "what is dna").
 */
export function textKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** True when `needle` appears in `haystack` as whole words (both already keyed with `textKey`). */
export function containsWords(haystack: string, needle: string): boolean {
  if (!needle) return false;
  return ` ${haystack} `.includes(` ${needle} `);
}

export interface McqDraft {
  face: string;
  options: readonly (string | null | undefined)[] | null | undefined;
  answerIndex: number | null | undefined;
}

/** One thing wrong with a multiple-choice card's options, at the field it concerns. */
export interface McqOptionIssue {
  /** "options" (the list), "options.2" (one option) or "answerIndex". */
  path: string;
  message: string;
}

/**
 * What is wrong with a multiple-choice card's options, each at its field, in words a model (or a user)
 * can act on; empty when nothing is: `optionCount` options (4, or any number when null), none blank, all
 * distinct (compared by `textKey`), an answerIndex that points at one of them, and the correct option's
 * words not given away by the question.
 */
export function mcqOptionIssues(
  card: McqDraft,
  { optionCount = MCQ_OPTION_COUNT }: { optionCount?: number | null } = {},
): McqOptionIssue[] {
  const options = (card.options ?? []).map((o) => (o ?? "").trim());
  const issues: McqOptionIssue[] = [];
  if (optionCount !== null && options.length !== optionCount) {
    issues.push({ path: "options", message: `needs exactly ${optionCount} options, had ${options.length}` });
  }
  options.forEach((o, i) => {
    if (!o) issues.push({ path: `options.${i}`, message: "an option is empty" });
  });
  const keys = options.map(textKey);
  keys.forEach((key, i) => {
    if (keys.indexOf(key) < i) issues.push({ path: `options.${i}`, message: "options are not distinct" });
  });
  const i = card.answerIndex;
  if (i === null || i === undefined || !Number.isInteger(i) || i < 0 || i >= options.length) {
    issues.push({ path: "answerIndex", message: `answerIndex ${i ?? null} is not the index of an option` });
  } else if (containsWords(textKey(card.face), keys[i]!)) {
    issues.push({ path: `options.${i}`, message: "the question gives away the correct option" });
  }
  return issues;
}

/** `mcqOptionIssues` as the list of distinct problems a generation's model is told about. */
export function mcqOptionProblems(card: McqDraft): string[] {
  return [...new Set(mcqOptionIssues(card).map((issue) => issue.message))];
}

export interface DeliveredCards {
  plannedCards: number;
  cardsCreated: number;
  plannedMcq: number;
  mcqCreated: number;
}

/**
 * What a generation that fell short tells the user: "22 of 24 cards were generated.", with the
 * multiple-choice count when that share was missed too: "22 of 24 cards were generated (17 of 19
 * multiple choice)." Null when nothing is missing.
 */
export function shortfallMessage(d: DeliveredCards): string | null {
  const missingCards = Math.max(0, d.plannedCards - d.cardsCreated);
  const missingMcq = Math.max(0, d.plannedMcq - d.mcqCreated);
  if (missingCards === 0 && missingMcq === 0) return null;
  const mcq = missingMcq > 0 ? ` (${d.mcqCreated} of ${d.plannedMcq} multiple choice)` : "";
  return `${d.cardsCreated} of ${d.plannedCards} cards were generated${mcq}.`;
}
