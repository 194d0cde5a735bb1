import { CARD_DEFAULTS, type ColumnMapping, type SeparatorName } from "@recall/shared";
import type { ImportCard, ImportPlan, ImportSkip } from "../import-plan";
import { readAnkiTextHeader } from "./anki-text-header";
import { htmlToText } from "./html-to-text";
import { detectSeparator, eachRow, firstRows, SEPARATORS } from "./parse-rows";

/** What the preview shows so the learner can choose a separator and map the columns. */
export interface DelimitedPreview {
  separator: SeparatorName;
  /** Names from Anki's `#columns:` header, else "Column 1", "Column 2"... */
  columns: string[];
  rows: string[][];
  html: boolean;
  suggestedMapping: ColumnMapping;
}

export interface DelimitedOptions {
  format: "csv" | "tsv" | "txt";
  courseName: string;
  separator?: SeparatorName;
  mapping?: ColumnMapping;
}

const PREVIEW_ROWS = 5;

/** Bytes as text: UTF-8, a byte-order mark dropped. */
export function decodeText(bytes: Uint8Array): string {
  return new TextDecoder("utf-8").decode(bytes).replace(/^\uFEFF/, "");
}

function separatorOf(
  text: string,
  format: DelimitedOptions["format"],
  chosen?: SeparatorName,
): SeparatorName {
  const header = readAnkiTextHeader(text);
  if (chosen) return chosen;
  if (header.separator) return header.separator;
  const data = text.slice(header.dataStart);
  if (format === "tsv") return "tab";
  return detectSeparator(data);
}

function suggestMapping(columns: string[], tagsColumn: number | null): ColumnMapping {
  const find = (re: RegExp) => {
    const at = columns.findIndex((c) => re.test(c));
    return at === -1 ? null : at;
  };
  return {
    face: find(/^(front|term|question|face)$/i) ?? 0,
    back: find(/^(back|definition|answer)$/i) ?? 1,
    topic: find(/^(topic|deck)$/i),
    tags: tagsColumn ?? find(/^tags?$/i),
  };
}

export function previewDelimited(
  bytes: Uint8Array,
  format: DelimitedOptions["format"],
  chosen?: SeparatorName,
): DelimitedPreview {
  const text = decodeText(bytes);
  const header = readAnkiTextHeader(text);
  const separator = separatorOf(text, format, chosen);
  const rows = firstRows(text.slice(header.dataStart), SEPARATORS[separator], PREVIEW_ROWS);
  const width = Math.max(2, header.columns?.length ?? 0, ...rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => header.columns?.[i] || `Column ${i + 1}`);
  return {
    separator,
    columns,
    rows,
    html: header.html ?? false,
    suggestedMapping: suggestMapping(columns, header.tagsColumn),
  };
}

/**
 * The file as one course of basic cards (Anki's text export, Quizlet's term/definition export, any
 * CSV/TSV): one row, one card. Rows without a question or an answer are skipped and counted.
 */
export function readDelimited(bytes: Uint8Array, options: DelimitedOptions): ImportPlan {
  const text = decodeText(bytes);
  const header = readAnkiTextHeader(text);
  const separator = separatorOf(text, options.format, options.separator);
  const columns = header.columns ?? [];
  const mapping = options.mapping ?? suggestMapping(columns, header.tagsColumn);
  const clean = header.html ? htmlToText : (s: string) => s.trim();
  const cards: ImportCard[] = [];
  const topics = new Set<string>();
  let blank = 0;
  let row = 0;
  eachRow(text.slice(header.dataStart), SEPARATORS[separator], (fields) => {
    row += 1;
    const face = clean(fields[mapping.face] ?? "");
    const back = clean(fields[mapping.back] ?? "");
    if (!face || !back) {
      blank += 1;
      return true;
    }
    const topic = (mapping.topic == null ? "" : (fields[mapping.topic] ?? "").trim()) || CARD_DEFAULTS.topic;
    const tags = mapping.tags == null ? [] : (fields[mapping.tags] ?? "").split(/\s+/).filter(Boolean);
    topics.add(topic);
    cards.push({
      sourceId: String(row),
      type: "basic",
      face,
      back,
      topic,
      conceptTags: [...new Set(tags)],
      reviews: [],
      mediaNames: [],
    });
    return true;
  });
  const skipped: ImportSkip[] = blank
    ? [
        {
          what: `${blank} row${blank === 1 ? "" : "s"}`,
          reason: "no question or no answer in the mapped columns",
          count: blank,
        },
      ]
    : [];
  return {
    format: options.format,
    courses: cards.length ? [{ name: options.courseName, description: "", topics: [...topics], cards }] : [],
    noteTypes: [],
    media: [],
    skipped,
  };
}
