import type { ColumnMapping } from "../contracts/imports";

/**
 * The columns of a delimited file (CSV/TSV/text): whether its first row names them, what each is called,
 * and which column is likely the question, the answer, the topic and the tags. The server suggests with
 * these on upload; the import page suggests again when the learner says the first row is (not) a header.
 */

/** Names a first row uses for its columns (English, as Anki, Quizlet and spreadsheet exports write them). */
const COLUMN_WORDS = new Set([
  "front",
  "back",
  "question",
  "answer",
  "face",
  "term",
  "definition",
  "word",
  "meaning",
  "translation",
  "example",
  "examples",
  "notes",
  "note",
  "extra",
  "hint",
  "topic",
  "deck",
  "category",
  "tags",
  "tag",
  "level",
  "source",
  "explanation",
  "reading",
  "pronunciation",
]);

const MAX_HEADER_CELL = 40;

/**
 * A first row names the columns when at least one of its cells is a usual column name (Front, Term,
 * Answer, Tags...) and every cell is short and different from the others. The learner can say otherwise.
 */
export function looksLikeHeader(firstRow: readonly string[]): boolean {
  const cells = firstRow.map((c) => c.trim());
  const filled = cells.filter(Boolean);
  if (filled.length < 2 || filled.some((c) => c.length > MAX_HEADER_CELL)) return false;
  if (new Set(filled.map((c) => c.toLowerCase())).size !== filled.length) return false;
  return filled.some((c) => COLUMN_WORDS.has(c.toLowerCase()));
}

/** Column names: the header row's cells when there is one, else the given names, else "Column N". */
export function columnNames(count: number, header: readonly string[] | null, names: readonly string[] = []) {
  return Array.from(
    { length: count },
    (_, i) => header?.[i]?.trim() || names[i]?.trim() || `Column ${i + 1}`,
  );
}

/** The likely question, answer, topic and tags columns by their names; the first two columns otherwise. */
export function suggestColumnMapping(
  names: readonly string[],
  tagsColumn: number | null = null,
): ColumnMapping {
  const find = (re: RegExp) => {
    const at = names.findIndex((c) => re.test(c.trim()));
    return at === -1 ? null : at;
  };
  const face = find(/^(front|term|question|face|word)$/i) ?? 0;
  const back = find(/^(back|definition|answer|meaning|translation)$/i) ?? (face === 0 ? 1 : 0);
  return {
    face,
    back,
    topic: find(/^(topic|deck|category)$/i),
    tags: tagsColumn ?? find(/^tags?$/i),
  };
}
