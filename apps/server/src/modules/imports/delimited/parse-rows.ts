import type { SeparatorName } from "@recall/shared";
/**
 * Delimited text as rows of fields (RFC 4180 quoting): a field that starts with `"` runs to the next lone
 * `"`, `""` inside it is one quote, and separators and line breaks inside it are text. Lines end with
 * \n or \r\n. Blank lines are skipped.
 *
 * A quote that opens a field but is never closed (or is "closed" by a quote with more text after it, which
 * no CSV writer produces) would swallow the rest of the file into one field. Such a quote is read as a
 * plain character instead, the rows after it are read as usual, and its line is reported.
 */

/** The character of each separator a learner may choose (shared `SEPARATOR_NAMES`). */
export const SEPARATORS: Record<SeparatorName, string> = { comma: ",", tab: "\t", semicolon: ";", pipe: "|" };

export interface RowHandlers {
  /** Each row in order, with the line it starts on (1-based); answer false to stop. */
  onRow(fields: string[], line: number): boolean;
  /** A quote read as text because it is never closed, by line. */
  onUnclosedQuote?(line: number): void;
}

const isLineEnd = (c: string | undefined) => c === "\n" || c === "\r";

/** The quoted field starting at `start` (its quote): its text and where it ends, or null if it never closes. */
function quotedField(text: string, start: number, separator: string): { value: string; end: number } | null {
  let value = "";
  let i = start + 1;
  while (i < text.length) {
    const quote = text.indexOf('"', i);
    if (quote === -1) return null;
    value += text.slice(i, quote);
    i = quote;
    if (text[i + 1] === '"') {
      value += '"';
      i += 2;
    } else {
      let end = i + 1;
      // Spaces between the closing quote and the separator are not part of the field.
      while ((text[end] === " " || text[end] === "\t") && text[end] !== separator) end++;
      const next = text[end];
      return next === undefined || next === separator || isLineEnd(next) ? { value, end } : null;
    }
  }
  return null;
}

const newlines = (text: string, from: number, to: number) => {
  let n = 0;
  for (let i = from; i < to; i++) if (text[i] === "\n" || (text[i] === "\r" && text[i + 1] !== "\n")) n++;
  return n;
};

/** Reads every row in order (see the module's comment), stopping when `onRow` answers false. */
export function eachRow(text: string, separator: string, handlers: RowHandlers): void {
  let i = 0;
  let line = 1;
  while (i < text.length) {
    const rowLine = line;
    const fields: string[] = [];
    for (;;) {
      let value = "";
      const quoted = text[i] === '"' ? quotedField(text, i, separator) : null;
      if (quoted) {
        line += newlines(text, i, quoted.end);
        value = quoted.value;
        i = quoted.end;
      } else {
        if (text[i] === '"') handlers.onUnclosedQuote?.(line);
        const start = i;
        while (i < text.length && text[i] !== separator && !isLineEnd(text[i])) i++;
        value = text.slice(start, i);
      }
      fields.push(value);
      if (text[i] === separator) {
        i++;
        continue;
      }
      if (text[i] === "\r" && text[i + 1] === "\n") i++;
      if (i < text.length) {
        i++;
        line++;
      }
      break;
    }
    const blank = fields.length === 1 && fields[0]!.trim() === "";
    if (!blank && !handlers.onRow(fields, rowLine)) return;
  }
}

/** The first `limit` rows. */
export function firstRows(text: string, separator: string, limit: number): string[][] {
  const rows: string[][] = [];
  eachRow(text, separator, {
    onRow: (row) => {
      rows.push(row);
      return rows.length < limit;
    },
  });
  return rows;
}

/**
 * The separator that splits the first lines into the same number (≥ 2) of fields most consistently: tab,
 * then semicolon, pipe, comma on a tie (a tab or semicolon rarely appears inside a card's text, a comma often).
 */
export function detectSeparator(text: string): SeparatorName {
  const order: SeparatorName[] = ["tab", "semicolon", "pipe", "comma"];
  let best: { name: SeparatorName; score: number } = { name: "tab", score: -1 };
  for (const name of order) {
    const rows = firstRows(text, SEPARATORS[name], 20);
    if (rows.length === 0) continue;
    const counts = rows.map((r) => r.length);
    const common = mode(counts);
    if (common < 2) continue;
    const score = counts.filter((n) => n === common).length / counts.length;
    if (score > best.score) best = { name, score };
  }
  return best.name;
}

function mode(values: number[]): number {
  const tally = new Map<number, number>();
  for (const v of values) tally.set(v, (tally.get(v) ?? 0) + 1);
  let out = 0;
  let most = 0;
  for (const [value, n] of tally) if (n > most || (n === most && value > out)) [out, most] = [value, n];
  return out;
}
