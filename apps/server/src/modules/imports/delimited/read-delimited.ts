import {
  CARD_DEFAULTS,
  type ColumnMapping,
  columnNames,
  looksLikeHeader,
  type SeparatorName,
  suggestColumnMapping,
} from "@recall/shared";
import { checkImportCard } from "../import-card";
import type { ImportCard, ImportPlan, ImportSkip } from "../import-plan";
import { readAnkiTextHeader } from "./anki-text-header";
import { htmlToText } from "./html-to-text";
import { detectSeparator, eachRow, firstRows, SEPARATORS } from "./parse-rows";

/** What the preview shows so the learner can choose a separator, the header and the columns. */
export interface DelimitedPreview {
  separator: SeparatorName;
  /** Names of the columns when the first row is not a header: Anki's `#columns:`, else "Column N". */
  columns: string[];
  /** The first rows as read (the header candidate first). */
  rows: string[][];
  hasHeader: boolean;
  html: boolean;
  suggestedMapping: ColumnMapping;
}

export interface DelimitedOptions {
  format: "csv" | "tsv" | "txt";
  courseName: string;
  separator?: SeparatorName;
  /** Whether the first row names the columns; guessed (`looksLikeHeader`) when absent. */
  hasHeader?: boolean;
  mapping?: ColumnMapping;
}

/** The plan, and what the upload and the start check it against. */
export interface DelimitedRead {
  plan: ImportPlan;
  /** The most fields any row has. */
  width: number;
  /** Rows with at least two filled fields: zero means no mapping can make a card. */
  rowsWithTwoFields: number;
  mapping: ColumnMapping;
}

const PREVIEW_ROWS = 5;
/** Lines named in the report of unclosed quotes; more are counted. */
const LINES_NAMED = 10;

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
  if (format === "tsv") return "tab";
  return detectSeparator(text.slice(header.dataStart));
}

export function previewDelimited(bytes: Uint8Array, format: DelimitedOptions["format"]): DelimitedPreview {
  const text = decodeText(bytes);
  const header = readAnkiTextHeader(text);
  const separator = separatorOf(text, format);
  const rows = firstRows(text.slice(header.dataStart), SEPARATORS[separator], PREVIEW_ROWS + 1);
  // Anki's text export names its columns in `#columns:`; then the first row is a card.
  const hasHeader = !header.columns && rows[0] !== undefined && looksLikeHeader(rows[0]);
  const width = Math.max(2, header.columns?.length ?? 0, ...rows.map((r) => r.length));
  const columns = columnNames(width, null, header.columns ?? []);
  const names = hasHeader ? columnNames(width, rows[0] ?? null) : columns;
  return {
    separator,
    columns,
    rows,
    hasHeader,
    html: header.html ?? false,
    suggestedMapping: suggestColumnMapping(names, header.tagsColumn),
  };
}

function quoteReport(lines: number[]): ImportSkip[] {
  if (lines.length === 0) return [];
  const named = lines.slice(0, LINES_NAMED).join(", ");
  const more = lines.length > LINES_NAMED ? ` and ${lines.length - LINES_NAMED} more` : "";
  return [
    {
      what: `rows with a quote that is never closed (line${lines.length === 1 ? "" : "s"} ${named}${more})`,
      reason: "the quote is read as part of the text; the rows after it are read as usual",
      count: lines.length,
    },
  ];
}

/**
 * The file as one course of basic cards (Anki's text export, Quizlet's term/definition export, any
 * CSV/TSV): one row, one card, the header row (if any) aside. Rows without a question or an answer, and
 * cards the card rules refuse, are skipped and counted.
 */
export function readDelimited(bytes: Uint8Array, options: DelimitedOptions): DelimitedRead {
  const text = decodeText(bytes);
  const header = readAnkiTextHeader(text);
  const data = text.slice(header.dataStart);
  const separator = separatorOf(text, options.format, options.separator);
  const [first] = firstRows(data, SEPARATORS[separator], 1);
  const hasHeader = options.hasHeader ?? (!header.columns && first !== undefined && looksLikeHeader(first));
  const names = hasHeader ? (first ?? []) : (header.columns ?? []);
  const mapping = options.mapping ?? suggestColumnMapping(names, header.tagsColumn);
  const clean = header.html ? htmlToText : (s: string) => s.trim();
  const cards: ImportCard[] = [];
  const topics = new Set<string>();
  const refused = new Map<string, number>();
  const unclosed: number[] = [];
  let blank = 0;
  let width = 0;
  let rowsWithTwoFields = 0;
  let headerRow = hasHeader;
  eachRow(data, SEPARATORS[separator], {
    onUnclosedQuote: (line) => unclosed.push(line + header.lines),
    onRow: (fields, line) => {
      if (headerRow) {
        headerRow = false;
        return true;
      }
      width = Math.max(width, fields.length);
      if (fields.filter((f) => clean(f)).length >= 2) rowsWithTwoFields++;
      const face = clean(fields[mapping.face] ?? "");
      const back = clean(fields[mapping.back] ?? "");
      if (!face || !back) {
        blank += 1;
        return true;
      }
      const topic =
        (mapping.topic == null ? "" : (fields[mapping.topic] ?? "").trim()) || CARD_DEFAULTS.topic;
      const tags = mapping.tags == null ? [] : (fields[mapping.tags] ?? "").split(/\s+/).filter(Boolean);
      const card: ImportCard = {
        sourceId: String(line + header.lines),
        type: "basic",
        face,
        back,
        topic,
        conceptTags: [...new Set(tags)],
        reviews: [],
        mediaNames: [],
      };
      const checked = checkImportCard(card);
      if (!checked.ok) {
        refused.set(checked.message, (refused.get(checked.message) ?? 0) + 1);
        return true;
      }
      topics.add(topic);
      cards.push(card);
      return true;
    },
  });
  const skipped: ImportSkip[] = blank
    ? [{ what: "rows", reason: "no question or no answer in the chosen columns", count: blank }]
    : [];
  for (const [reason, count] of refused) skipped.push({ what: "rows the card rules refuse", reason, count });
  const plan: ImportPlan = {
    format: options.format,
    courses: cards.length ? [{ name: options.courseName, description: "", topics: [...topics], cards }] : [],
    noteTypes: [],
    media: [],
    skipped,
    adjusted: quoteReport(unclosed),
  };
  return { plan, width, rowsWithTwoFields, mapping };
}
