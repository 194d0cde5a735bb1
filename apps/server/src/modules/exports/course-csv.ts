import type { CardRow } from "../courses/index";

/** The columns of a course's CSV export, in order (docs/decisions/anki-export.md). */
export const CSV_COLUMNS = [
  "face",
  "back",
  "type",
  "topic",
  "level",
  "options",
  "answer",
  "acceptable answers",
  "explanation",
  "explanation (wrong answer)",
  "tags",
  "difficulty",
] as const;

/** Lists inside one cell (options, acceptable answers, tags). */
export const CSV_LIST_SEPARATOR = " | ";

/**
 * A cell that a spreadsheet would run as a formula (=, +, @, a tab or carriage return, or - before
 * something that is not a number) gets a leading apostrophe (OWASP "CSV injection"); "-5 °C" stays as is.
 */
function neutralise(value: string): string {
  return /^[=+@\t\r]|^-(?![\d\s.])/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a cell with a comma, quote or line break is quoted, its quotes doubled. */
function cell(value: string): string {
  const safe = neutralise(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

function row(card: CardRow): string[] {
  const options = card.type === "mcq" ? (card.options ?? []) : [];
  const answer =
    card.type === "mcq" && card.answerIndex !== null && options[card.answerIndex] !== undefined
      ? options[card.answerIndex]!
      : "";
  return [
    card.face,
    card.back,
    card.type,
    card.topic,
    card.level,
    options.join(CSV_LIST_SEPARATOR),
    answer,
    card.type === "cloze" ? (card.acceptableAnswers ?? []).join(CSV_LIST_SEPARATOR) : "",
    card.explanationRight ?? "",
    card.explanationWrong ?? "",
    card.conceptTags.join(CSV_LIST_SEPARATOR),
    card.difficultyScore === null ? "" : String(card.difficultyScore),
  ];
}

/**
 * The cards as CSV: a header row, then one row per card in course order, CRLF line ends, and a UTF-8
 * byte-order mark so spreadsheet apps read accents and other scripts right.
 */
export function courseCsv(cards: CardRow[]): string {
  const lines = [CSV_COLUMNS.map(cell).join(","), ...cards.map((c) => row(c).map(cell).join(","))];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
