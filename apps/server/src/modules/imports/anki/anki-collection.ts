import { AppError } from "../../../lib/errors";
import { ankiImportError } from "./anki-errors";
import { type AnkiLog, type AnkiSchedule, emptyLog, fsrsMemory, readRevlog } from "./anki-revlog";
import { stringField, varintField } from "./protobuf";
import type { SqliteFile } from "./sqlite";

/** Anki's stock note types (NotetypeConfig.original_stock_kind); 0 for types made before Anki 2.1.62. */
export const STOCK_KIND = {
  unknown: 0,
  basic: 1,
  basicAndReversed: 2,
  basicOptionalReversed: 3,
  basicTyping: 4,
  cloze: 5,
  imageOcclusion: 6,
} as const;

/** A card template: the front and back Anki renders a card of this ordinal from. */
export interface AnkiTemplate {
  name: string;
  front: string;
  back: string;
}

export interface AnkiNoteType {
  name: string;
  cloze: boolean;
  stockKind: number;
  fieldNames: string[];
  /** By ordinal; a cloze type has one, used by every card. */
  templates: AnkiTemplate[];
}

export interface AnkiNote {
  noteTypeId: string;
  fields: string[];
  tags: string[];
}

export interface AnkiCard {
  id: string;
  noteId: string;
  /** The card's home deck: its original deck when it sits in a filtered deck. */
  deckId: string;
  ord: number;
  schedule: AnkiSchedule;
  /** The card's revlog: its answers (stored as reviews), resets and rescheduling. */
  log: AnkiLog;
}

/** What the reader needs from a collection, the same for schema 11 (JSON in `col`) and 18 (own tables). */
export interface AnkiCollection {
  noteTypes: Map<string, AnkiNoteType>;
  /** Deck id → its path of names, top-level first. */
  decks: Map<string, string[]>;
  notes: Map<string, AnkiNote>;
  cards: AnkiCard[];
  /** The collection's creation (`col.crt`, seconds): day 0 of review cards' due days. */
  createdAt: number;
  /** Revlog rows that are not reviews (manual rescheduling, "set due date", ease 0). */
  nonReviewLogs: number;
}

const id = (value: unknown) => String(value);

interface LegacyModel {
  name?: unknown;
  type?: unknown;
  originalStockKind?: unknown;
  flds?: { name?: unknown; ord?: unknown }[];
  tmpls?: { name?: unknown; ord?: unknown; qfmt?: unknown; afmt?: unknown }[];
}

const byOrd = (a: { ord?: unknown }, b: { ord?: unknown }) => Number(a.ord) - Number(b.ord);
const asString = (value: unknown) => (typeof value === "string" ? value : "");

function parseJson(text: unknown): Record<string, unknown> {
  const parsed: unknown = JSON.parse(String(text ?? ""));
  if (typeof parsed !== "object" || parsed === null) throw new Error("not an object");
  return parsed as Record<string, unknown>;
}

/** Schema 11: note types and decks are JSON objects in the single `col` row. */
function readLegacyMetadata(db: SqliteFile): Pick<AnkiCollection, "noteTypes" | "decks"> {
  const [col] = db.all("SELECT models, decks FROM col");
  if (!col) throw ankiImportError("corrupted");
  const noteTypes = new Map<string, AnkiNoteType>();
  for (const [modelId, raw] of Object.entries(parseJson(col.models))) {
    const model = raw as LegacyModel;
    const fields = [...(model.flds ?? [])].sort(byOrd);
    noteTypes.set(id(modelId), {
      name: String(model.name ?? ""),
      cloze: Number(model.type) === 1,
      stockKind: Number(model.originalStockKind ?? 0) || 0,
      fieldNames: fields.map((f) => String(f.name ?? "")),
      templates: [...(model.tmpls ?? [])]
        .sort(byOrd)
        .map((t) => ({ name: asString(t.name), front: asString(t.qfmt), back: asString(t.afmt) })),
    });
  }
  const decks = new Map<string, string[]>();
  for (const [deckId, raw] of Object.entries(parseJson(col.decks))) {
    const name = String((raw as { name?: unknown }).name ?? "");
    decks.set(id(deckId), name.split("::"));
  }
  return { noteTypes, decks };
}

/** Schema 18 templates: config field 1 is the front (q_format), field 2 the back (a_format). */
function readTemplates(db: SqliteFile): Map<string, AnkiTemplate[]> {
  const byType = new Map<string, AnkiTemplate[]>();
  for (const row of db.all("SELECT ntid, name, config FROM templates ORDER BY ntid, ord")) {
    const config = row.config instanceof Uint8Array ? row.config : new Uint8Array(0);
    const list = byType.get(id(row.ntid)) ?? [];
    list.push({ name: String(row.name), front: stringField(config, 1), back: stringField(config, 2) });
    byType.set(id(row.ntid), list);
  }
  return byType;
}

/** Schema 18: tables of their own; a note type's kind is field 1 of its protobuf config, stock kind field 9. */
function readMetadata(db: SqliteFile): Pick<AnkiCollection, "noteTypes" | "decks"> {
  const fieldsByType = new Map<string, { ord: number; name: string }[]>();
  for (const row of db.all("SELECT ntid, ord, name FROM fields")) {
    const list = fieldsByType.get(id(row.ntid)) ?? [];
    list.push({ ord: Number(row.ord), name: String(row.name) });
    fieldsByType.set(id(row.ntid), list);
  }
  const templates = readTemplates(db);
  const noteTypes = new Map<string, AnkiNoteType>();
  for (const row of db.all("SELECT id, name, config FROM notetypes")) {
    const config = row.config instanceof Uint8Array ? row.config : new Uint8Array(0);
    const fields = (fieldsByType.get(id(row.id)) ?? []).sort((a, b) => a.ord - b.ord);
    noteTypes.set(id(row.id), {
      name: String(row.name),
      cloze: varintField(config, 1) === 1,
      stockKind: varintField(config, 9),
      fieldNames: fields.map((f) => f.name),
      templates: templates.get(id(row.id)) ?? [],
    });
  }
  const decks = new Map<string, string[]>();
  for (const row of db.all("SELECT id, name FROM decks"))
    decks.set(id(row.id), String(row.name).split("\x1f"));
  return { noteTypes, decks };
}

/**
 * The collection's day 0 and whether it was scheduled by Anki 2.0's scheduler (schedVer 1 or absent in
 * `col.conf`), whose learning cards had three buttons. Schema 18 collections use the newer schedulers.
 */
function readCollectionRow(db: SqliteFile, schema18: boolean) {
  const [col] = db.all("SELECT crt, conf FROM col");
  if (!col) throw ankiImportError("corrupted");
  let threeButtonLearning = false;
  if (!schema18) {
    const version = Number(parseJson(col.conf).schedVer ?? 1);
    threeButtonLearning = version === 1;
  }
  return { createdAt: Number(col.crt) || 0, threeButtonLearning };
}

/** Reads a collection database; any SQLite or JSON failure means the package is damaged. */
export async function readAnkiCollection(db: SqliteFile): Promise<AnkiCollection> {
  try {
    const tables = db.tableNames();
    for (const table of ["col", "notes", "cards", "revlog"])
      if (!tables.has(table)) throw ankiImportError("corrupted");
    const schema18 = tables.has("notetypes");
    const metadata = schema18 ? readMetadata(db) : readLegacyMetadata(db);
    const { createdAt, threeButtonLearning } = readCollectionRow(db, schema18);
    const notes = new Map<string, AnkiNote>();
    await db.each("SELECT id, mid, flds, tags FROM notes", ([noteId, mid, flds, tags]) => {
      notes.set(id(noteId), {
        noteTypeId: id(mid),
        fields: String(flds ?? "").split("\x1f"),
        tags: String(tags ?? "")
          .split(/\s+/)
          .filter(Boolean),
      });
    });
    const cards: AnkiCard[] = [];
    const sql = `SELECT id, nid, did, odid, ord, type, queue, due, odue, ivl, reps, lapses, data
      FROM cards ORDER BY nid, ord`;
    await db.each(sql, ([cardId, nid, did, odid, ord, type, queue, due, odue, ivl, reps, lapses, data]) => {
      // A card in a filtered deck keeps its home deck's due date in odue.
      const inFiltered = Number(odid) !== 0 && Number(odue) !== 0;
      cards.push({
        id: id(cardId),
        noteId: id(nid),
        deckId: id(Number(odid) ? odid : did),
        ord: Number(ord),
        schedule: {
          type: Number(type) || 0,
          queue: Number(queue) || 0,
          due: Number(inFiltered ? odue : due) || 0,
          ivl: Number(ivl) || 0,
          reps: Math.max(0, Number(reps) || 0),
          lapses: Math.max(0, Number(lapses) || 0),
          fsrs: fsrsMemory(data),
        },
        log: emptyLog(),
      });
    });
    const cardIds = new Set(cards.map((c) => c.id));
    const { byCard, nonReviewLogs } = await readRevlog(db, cardIds, threeButtonLearning);
    for (const card of cards) card.log = byCard.get(card.id) ?? emptyLog();
    return { ...metadata, notes, cards, createdAt, nonReviewLogs };
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw ankiImportError("corrupted");
  }
}
