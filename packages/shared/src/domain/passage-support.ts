/**
 * Does a card's answer have support in the passage it was generated from? (docs/decisions/course-material.md)
 * A cheap, deterministic check, not a judge: the answer's content words (lower-cased, accents removed,
 * stop words and 1-2 letter words dropped, numbers kept) are looked up in the passage, a word also
 * matching when both share their first 5 letters (plural, tense). The answer is supported when at least
 * `PASSAGE_SUPPORT_THRESHOLD` of its content words are found. An answer without content words (e.g. "Yes")
 * cannot be judged and passes.
 */

/** Share of the answer's content words that must appear in the passage. */
export const PASSAGE_SUPPORT_THRESHOLD = 0.5;

const STOP_WORDS = new Set(
  (
    "the and for are but not you all any can had her was one our out has him his how its may new now " +
    "see two who did get let put say she too use that with have this will your from they know want been " +
    "good much some time very when come here just like long make many more most over such take than them " +
    "well were what which while into also only other then there these those their because about after " +
    "before being between both each does done during every itself should would could where whose why yes " +
    "answer correct option true false"
  ).split(" "),
);

const STEM = 5;

/** The content words of a text, as the support check compares them. */
export function contentWords(text: string): string[] {
  return (
    text
      .normalize("NFKD")
      .replace(/\p{M}/gu, "")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).filter((w) => (/^\p{N}+$/u.test(w) || w.length >= 3) && !STOP_WORDS.has(w));
}

export interface PassageSupport {
  /** Found words / content words (1 when the answer has none). */
  ratio: number;
  supported: boolean;
  /** The answer's content words not found in the passage (for the top-up prompt). */
  missing: string[];
}

/** The support of `answer` in `passage`; see the module comment. */
export function passageSupport(answer: string, passage: string): PassageSupport {
  const words = [...new Set(contentWords(answer))];
  if (words.length === 0) return { ratio: 1, supported: true, missing: [] };
  const exact = new Set(contentWords(passage));
  const stems = new Set([...exact].filter((w) => w.length >= STEM).map((w) => w.slice(0, STEM)));
  const found = (w: string) => exact.has(w) || (w.length >= STEM && stems.has(w.slice(0, STEM)));
  const missing = words.filter((w) => !found(w));
  const ratio = (words.length - missing.length) / words.length;
  return { ratio, supported: ratio >= PASSAGE_SUPPORT_THRESHOLD, missing };
}

/** The answer of a card as the support check reads it: an MCQ's correct option, else the back. */
export function cardAnswerText(card: {
  type?: string;
  back: string;
  options?: readonly string[] | null;
  answerIndex?: number | null;
}): string {
  if (card.type === "mcq" && card.options && card.answerIndex != null) {
    return card.options[card.answerIndex] ?? card.back;
  }
  return card.back;
}
