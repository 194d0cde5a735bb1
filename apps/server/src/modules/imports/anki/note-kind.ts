import type { ImportNoteType } from "../import-plan";
import { type AnkiNoteType, STOCK_KIND } from "./anki-collection";
import { recallLayout } from "./recall-note";

export type NoteKind = ImportNoteType["kind"];

/** The stock Basic family: Basic, Basic (and reversed card), (optional reversed card), (type in the answer). */
const BASIC_STOCK = new Set<number>([
  STOCK_KIND.basic,
  STOCK_KIND.basicAndReversed,
  STOCK_KIND.basicOptionalReversed,
  STOCK_KIND.basicTyping,
]);

/**
 * How a note type maps (docs/decisions/anki-import.md). Recall's own note types are read field by field
 * (docs/decisions/anki-export.md). Image Occlusion is a cloze type to Anki, but its
 * deletions are shapes on an image, so it is `other`. Note types made before Anki 2.1.62 carry no stock
 * kind: a normal type shaped like the Basic family (at most 3 fields, 2 card templates) counts as basic.
 */
export function noteKind(type: AnkiNoteType): NoteKind {
  if (recallLayout(type)) return "recall";
  if (type.stockKind === STOCK_KIND.imageOcclusion) return "other";
  if (type.cloze) return "cloze";
  if (BASIC_STOCK.has(type.stockKind)) return "basic";
  if (type.stockKind === STOCK_KIND.unknown && type.fieldNames.length <= 3 && type.templates.length <= 2)
    return "basic";
  return "other";
}
