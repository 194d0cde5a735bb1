import { type Zippable, zipSync } from "fflate";
import type { Database } from "sql.js";
import { loadSqlJs } from "../../../src/lib/sqlite-wasm";
import { protoMessage, zstdStored } from "./wire-formats";

/**
 * Builds Anki packages for the reader's tests, in the layouts Anki writes (docs/decisions/anki-import.md):
 * - `anki2` / `anki21`: schema 11, note types and decks as JSON in `col`, `media` a JSON map;
 * - `anki21b`: schema 18 (notetypes, fields, templates, decks tables with protobuf configs), the database,
 *   the media map (protobuf MediaEntries) and every media file zstd-compressed, a `meta` entry, and the
 *   `collection.anki2` placeholder that tells older Anki versions to upgrade.
 */

/** A card template: what Anki renders on the front and the back of the cards of its ordinal. */
export interface FixtureTemplate {
  name: string;
  front: string;
  back: string;
}
export interface FixtureNoteType {
  id: number;
  name: string;
  cloze?: boolean;
  /** NotetypeConfig.original_stock_kind (1 basic .. 5 cloze, 6 image occlusion); 0 or absent for old types. */
  stockKind?: number;
  fields: string[];
  templates: FixtureTemplate[];
}

/** Anki's stock Basic card template, on fields `front` and `back`. */
export const basicTemplate = (name: string, front = "Front", back = "Back"): FixtureTemplate => ({
  name,
  front: `{{${front}}}`,
  back: `{{FrontSide}}\n\n<hr id=answer>\n\n{{${back}}}`,
});
export interface FixtureNote {
  id: number;
  noteTypeId: number;
  fields: string[];
  tags?: string[];
}
export interface FixtureCard {
  id: number;
  noteId: number;
  deckId: number;
  ord: number;
  /** The home deck of a card sitting in a filtered deck. */
  originalDeckId?: number;
  /** -1 suspended, -2/-3 buried, 0 new, 2 review. */
  queue?: number;
  /** Anki's scheduling (default: a new card): 0 new, 1 learning, 2 review, 3 relearning. */
  type?: number;
  /** Review cards: days since the collection's creation (crt 0 here); learning: unix seconds. */
  due?: number;
  ivl?: number;
  reps?: number;
  lapses?: number;
  /** cards.data, JSON; newer Anki keeps its FSRS memory there ("s", "d", "lrt"). */
  data?: string;
}
export interface FixtureReview {
  /** Epoch milliseconds of the answer (Anki's revlog id). */
  id: number;
  cardId: number;
  ease: number;
  timeMs: number;
  /** 0 learn, 1 review, 2 relearn, 3 filtered, 4 manual, 5 rescheduled. */
  type: number;
  /** The interval scheduled: days, or negative seconds; 0 (the default) with a manual entry is "Forget". */
  ivl?: number;
}
export interface FixtureCollection {
  noteTypes: FixtureNoteType[];
  /** Names with "::" between levels, as Anki shows them. */
  decks: { id: number; name: string }[];
  notes: FixtureNote[];
  cards: FixtureCard[];
  reviews?: FixtureReview[];
  /** Schema 11 `col.conf` schedVer: 1 is Anki 2.0's scheduler (three buttons when learning). Default 2. */
  schedVer?: number;
}
export type FixtureFormat = "anki2" | "anki21" | "anki21b";

const COMMON_TABLES = `
CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL, mod integer NOT NULL,
  usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL, sfld integer NOT NULL, csum integer NOT NULL,
  flags integer NOT NULL, data text NOT NULL);
CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL, ord integer NOT NULL,
  mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL, queue integer NOT NULL, due integer NOT NULL,
  ivl integer NOT NULL, factor integer NOT NULL, reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL,
  odue integer NOT NULL, odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL, ease integer NOT NULL,
  ivl integer NOT NULL, lastIvl integer NOT NULL, factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL, scm integer NOT NULL,
  ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL, ls integer NOT NULL, conf text NOT NULL,
  models text NOT NULL, decks text NOT NULL, dconf text NOT NULL, tags text NOT NULL);`;

/** Schema 18's own tables. Their name columns use Anki's `unicase` collation, which sql.js lacks: see below. */
const SCHEMA18_TABLES = `
CREATE TABLE notetypes (id integer NOT NULL PRIMARY KEY, name text NOT NULL, mtime_secs integer NOT NULL,
  usn integer NOT NULL, config blob NOT NULL);
CREATE TABLE fields (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, config blob NOT NULL,
  PRIMARY KEY (ntid, ord)) without rowid;
CREATE TABLE templates (ntid integer NOT NULL, ord integer NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL,
  usn integer NOT NULL, config blob NOT NULL, PRIMARY KEY (ntid, ord)) without rowid;
CREATE TABLE decks (id integer PRIMARY KEY NOT NULL, name text NOT NULL, mtime_secs integer NOT NULL,
  usn integer NOT NULL, common blob NOT NULL, kind blob NOT NULL);`;

function insertRows(db: Database, collection: FixtureCollection): void {
  // One transaction and prepared statements: the bench inserts hundreds of thousands of rows.
  db.exec("BEGIN");
  const note = db.prepare("INSERT INTO notes VALUES (?, ?, ?, 0, -1, ?, ?, '', 0, 0, '')");
  for (const n of collection.notes) {
    note.run([n.id, `guid${n.id}`, n.noteTypeId, ` ${(n.tags ?? []).join(" ")} `, n.fields.join("\x1f")]);
  }
  note.free();
  const card = db.prepare("INSERT INTO cards VALUES (?, ?, ?, ?, 0, -1, ?, ?, ?, ?, 0, ?, ?, 0, 0, ?, 0, ?)");
  for (const c of collection.cards) {
    card.run([
      c.id,
      c.noteId,
      c.deckId,
      c.ord,
      c.type ?? 0,
      c.queue ?? c.type ?? 0,
      c.due ?? 0,
      c.ivl ?? 0,
      c.reps ?? 0,
      c.lapses ?? 0,
      c.originalDeckId ?? 0,
      c.data ?? "",
    ]);
  }
  card.free();
  const review = db.prepare("INSERT INTO revlog VALUES (?, ?, -1, ?, ?, 0, 0, ?, ?)");
  for (const r of collection.reviews ?? [])
    review.run([r.id, r.cardId, r.ease, r.ivl ?? 0, r.timeMs, r.type]);
  review.free();
  db.exec("COMMIT");
}

function legacyJson(collection: FixtureCollection) {
  const models = Object.fromEntries(
    collection.noteTypes.map((t) => [
      String(t.id),
      {
        id: t.id,
        name: t.name,
        type: t.cloze ? 1 : 0,
        ...(t.stockKind ? { originalStockKind: t.stockKind } : {}),
        flds: t.fields.map((name, ord) => ({ name, ord })),
        tmpls: t.templates.map((tmpl, ord) => ({ name: tmpl.name, ord, qfmt: tmpl.front, afmt: tmpl.back })),
      },
    ]),
  );
  const decks = Object.fromEntries(
    collection.decks.map((d) => [String(d.id), { id: d.id, name: d.name, dyn: 0 }]),
  );
  return { models: JSON.stringify(models), decks: JSON.stringify(decks) };
}

/** A schema 11 or 18 collection database. */
export async function buildCollectionDb(collection: FixtureCollection, schema: 11 | 18): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  db.exec(COMMON_TABLES);
  const json = schema === 11 ? legacyJson(collection) : { models: "", decks: "" };
  db.run("INSERT INTO col VALUES (1, 0, 0, 0, ?, 0, 0, 0, ?, ?, ?, '{}', '{}')", [
    schema,
    JSON.stringify({ schedVer: collection.schedVer ?? 2 }),
    json.models,
    json.decks,
  ]);
  if (schema === 18) {
    db.exec(SCHEMA18_TABLES);
    for (const t of collection.noteTypes) {
      const config = protoMessage([
        [1, t.cloze ? 1 : 0],
        [3, ".card {}"],
        [9, t.stockKind ?? 0],
      ]);
      db.run("INSERT INTO notetypes VALUES (?, ?, 0, -1, ?)", [t.id, t.name, config]);
      for (const [ord, name] of t.fields.entries())
        db.run("INSERT INTO fields VALUES (?, ?, ?, ?)", [t.id, ord, name, new Uint8Array()]);
      // CardTemplate.Config: field 1 the front (q_format), field 2 the back (a_format).
      for (const [ord, tmpl] of t.templates.entries())
        db.run("INSERT INTO templates VALUES (?, ?, ?, 0, -1, ?)", [
          t.id,
          ord,
          tmpl.name,
          protoMessage([
            [1, tmpl.front],
            [2, tmpl.back],
          ]),
        ]);
    }
    for (const d of collection.decks) {
      db.run("INSERT INTO decks VALUES (?, ?, 0, -1, ?, ?)", [
        d.id,
        d.name.split("::").join("\x1f"),
        new Uint8Array(),
        protoMessage([[1, new Uint8Array()]]),
      ]);
    }
    // Anki's indexes on those names, which take the columns' collation once it is declared below.
    db.exec(`CREATE UNIQUE INDEX idx_fields_name_ntid ON fields (name, ntid);
      CREATE UNIQUE INDEX idx_templates_name_ntid ON templates (name, ntid);
      CREATE UNIQUE INDEX idx_notetypes_name ON notetypes (name);
      CREATE UNIQUE INDEX idx_decks_name ON decks (name);`);
    // Anki declares these columns `COLLATE unicase`, a collation only Anki registers; the reader must cope
    // with a schema naming it. The declaration is written into sqlite_master directly, as sql.js cannot
    // create a table with an unknown collation.
    db.exec("PRAGMA writable_schema = ON");
    db.exec(
      "UPDATE sqlite_master SET sql = replace(sql, 'name text NOT NULL', 'name text NOT NULL COLLATE unicase') WHERE type = 'table' AND name IN ('notetypes', 'fields', 'templates', 'decks')",
    );
    db.exec("PRAGMA writable_schema = OFF");
  }
  insertRows(db, collection);
  const bytes = db.export();
  db.close();
  return bytes;
}

/** The note Anki puts in the `collection.anki2` of a current package for versions that cannot read it. */
export const UPGRADE_NOTICE_COLLECTION: FixtureCollection = {
  noteTypes: [
    { id: 1, name: "Basic", stockKind: 1, fields: ["Front", "Back"], templates: [basicTemplate("Card 1")] },
  ],
  decks: [{ id: 1, name: "Default" }],
  notes: [
    {
      id: 1,
      noteTypeId: 1,
      fields: ["Please update to the latest Anki version, then import the .colpkg/.apkg file again.", ""],
    },
  ],
  cards: [{ id: 1, noteId: 1, deckId: 1, ord: 0 }],
};

export interface PackageOptions {
  /** Media files by name, as the notes refer to them. */
  media?: Record<string, Uint8Array>;
}

/** A whole .apkg in the given layout. */
export async function buildAnkiPackage(
  collection: FixtureCollection,
  format: FixtureFormat,
  options: PackageOptions = {},
): Promise<Uint8Array> {
  const media = Object.entries(options.media ?? {});
  const files: Zippable = {};
  if (format === "anki21b") {
    files["collection.anki21b"] = [zstdStored(await buildCollectionDb(collection, 18)), { level: 0 }];
    files["collection.anki2"] = await buildCollectionDb(UPGRADE_NOTICE_COLLECTION, 11);
    files.meta = [protoMessage([[1, 3]]), { level: 0 }];
    const entries = media.map(([name, bytes]) =>
      protoMessage([
        [
          1,
          protoMessage([
            [1, name],
            [2, bytes.length],
            [3, new Uint8Array(20)],
          ]),
        ],
      ]),
    );
    files.media = [zstdStored(concat(entries)), { level: 0 }];
    media.forEach(([, bytes], i) => {
      files[String(i)] = [zstdStored(bytes), { level: 0 }];
    });
  } else {
    files[format === "anki21" ? "collection.anki21" : "collection.anki2"] = await buildCollectionDb(
      collection,
      11,
    );
    files.media = new TextEncoder().encode(
      JSON.stringify(Object.fromEntries(media.map(([name], i) => [String(i), name]))),
    );
    media.forEach(([, bytes], i) => {
      files[String(i)] = bytes;
    });
    if (format === "anki21")
      files["collection.anki2"] = await buildCollectionDb(UPGRADE_NOTICE_COLLECTION, 11);
  }
  return zipSync(files);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
