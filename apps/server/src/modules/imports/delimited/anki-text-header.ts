import type { SeparatorName } from "@recall/shared";

/**
 * The header lines Anki writes at the top of a text export (and reads on import): `#separator:Tab`,
 * `#html:true`, `#columns:Front	Back	Tags`, `#tags column:3` (1-based), and others (`#notetype`,
 * `#deck`) that are read past. Lines of the header start with `#`; the data starts at the first that does not.
 */
export interface AnkiTextHeader {
  separator: SeparatorName | null;
  html: boolean | null;
  columns: string[] | null;
  /** 0-based. */
  tagsColumn: number | null;
  /** Index in the text where the data starts. */
  dataStart: number;
  /** Header lines before the data (to number the data's lines as the file does). */
  lines: number;
}

const SEPARATOR_WORDS: Record<string, SeparatorName> = {
  tab: "tab",
  "\t": "tab",
  comma: "comma",
  ",": "comma",
  semicolon: "semicolon",
  ";": "semicolon",
  pipe: "pipe",
  "|": "pipe",
};

export function readAnkiTextHeader(text: string): AnkiTextHeader {
  const header: AnkiTextHeader = {
    separator: null,
    html: null,
    columns: null,
    tagsColumn: null,
    dataStart: 0,
    lines: 0,
  };
  let at = 0;
  while (at < text.length && text[at] === "#") {
    const end = text.indexOf("\n", at);
    const line = text.slice(at + 1, end === -1 ? text.length : end).replace(/\r$/, "");
    at = end === -1 ? text.length : end + 1;
    header.lines++;
    const colon = line.indexOf(":");
    if (colon === -1) continue;
    const key = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1);
    if (key === "separator")
      header.separator = SEPARATOR_WORDS[value.trim().toLowerCase()] ?? SEPARATOR_WORDS[value] ?? null;
    else if (key === "html") header.html = value.trim().toLowerCase() === "true";
    else if (key === "tags column") {
      const n = Number.parseInt(value.trim(), 10);
      header.tagsColumn = Number.isFinite(n) && n >= 1 ? n - 1 : null;
    } else if (key === "columns") header.columns = value.split(/\t|,|;|\|/).map((c) => c.trim());
  }
  header.dataStart = at;
  return header;
}
