import type { SeparatorName } from "@recall/shared";
/**
 * Delimited text as rows of fields (RFC 4180 quoting): a field that starts with `"` runs to the next lone
 * `"`, `""` inside it is one quote, and separators and line breaks inside it are text. Lines end with
 * \n or \r\n. Blank lines are skipped.
 */

/** The character of each separator a learner may choose (shared `SEPARATOR_NAMES`). */
export const SEPARATORS: Record<SeparatorName, string> = { comma: ",", tab: "\t", semicolon: ";", pipe: "|" };

/** Calls `onRow` for each row in order while it answers true. */
export function eachRow(text: string, separator: string, onRow: (fields: string[]) => boolean): void {
  let fields: string[] = [];
  let field = "";
  let quoted = false;
  let atFieldStart = true;
  const endRow = (): boolean => {
    fields.push(field);
    const blank = fields.length === 1 && fields[0]!.trim() === "";
    const row = fields;
    fields = [];
    field = "";
    atFieldStart = true;
    return blank || onRow(row);
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else field += c;
      continue;
    }
    if (c === '"' && atFieldStart) {
      quoted = true;
      atFieldStart = false;
    } else if (c === separator) {
      fields.push(field);
      field = "";
      atFieldStart = true;
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      if (!endRow()) return;
    } else {
      field += c;
      atFieldStart = false;
    }
  }
  if (field !== "" || fields.length > 0) endRow();
}

/** The first `limit` rows. */
export function firstRows(text: string, separator: string, limit: number): string[][] {
  const rows: string[][] = [];
  eachRow(text, separator, (row) => {
    rows.push(row);
    return rows.length < limit;
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
