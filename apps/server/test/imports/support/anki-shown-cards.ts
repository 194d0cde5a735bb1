import { readFileSync } from "node:fs";
import { unzipSync } from "fflate";
import { decompress } from "fzstd";
import { SqliteFile } from "../../../src/modules/imports/anki/sqlite";

/**
 * What a fixture holds, read straight from its SQLite collection for the tests, independently of the
 * reader's mapping: which cards Anki shows and how many answers each card's review log has.
 *
 * Anki's rules (rslib `template.rs`, `notetype/render.rs`, read for this): a cloze card shows when some
 * field of its note has a deletion with the card's number (ordinal + 1); any other card shows when its
 * front template refers to at least one field that is not empty, empty meaning only whitespace and
 * `<br>`/`<div>` tags. Sections are left out of this simpler check: in the fixtures, fields inside a
 * section are the section's own (`{{#Name}}..{{Name}}..{{/Name}}`), so the answer is the same.
 */

export interface FixtureCard {
  id: string;
  noteTypeName: string;
  imageOcclusion: boolean;
  shown: boolean;
  /** Review log rows that are answers (ease 1-4). */
  answers: number;
}

const fieldIsEmpty = (html: string) => /^(?:\s|<\/?(?:br|div) ?\/?>)*$/i.test(html);

/** A protobuf message's field: its varint value or its bytes (the first occurrence). */
function protoField(buf: Uint8Array, number: number): number | Uint8Array | undefined {
  let at = 0;
  const varint = () => {
    let value = 0;
    let shift = 0;
    for (;;) {
      const byte = buf[at++]!;
      value += (byte & 0x7f) * 2 ** shift;
      shift += 7;
      if (byte < 0x80) return value;
    }
  };
  while (at < buf.length) {
    const key = varint();
    const [field, wire] = [Math.floor(key / 8), key % 8];
    if (wire === 0) {
      const value = varint();
      if (field === number) return value;
    } else if (wire === 2) {
      const length = varint();
      const bytes = buf.subarray(at, at + length);
      at += length;
      if (field === number) return bytes;
    } else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
  }
  return undefined;
}

interface NoteType {
  name: string;
  cloze: boolean;
  imageOcclusion: boolean;
  fields: string[];
  fronts: string[];
}

function noteTypes(db: SqliteFile): Map<string, NoteType> {
  const types = new Map<string, NoteType>();
  const tables = db.tableNames();
  if (!tables.has("notetypes")) {
    const models = JSON.parse(String(db.all("SELECT models FROM col")[0]?.models)) as Record<
      string,
      {
        name: string;
        type: number;
        originalStockKind?: number;
        flds: { name: string }[];
        tmpls: { qfmt: string }[];
      }
    >;
    for (const [id, m] of Object.entries(models))
      types.set(id, {
        name: m.name,
        cloze: m.type === 1,
        imageOcclusion: m.originalStockKind === 6,
        fields: m.flds.map((f) => f.name),
        fronts: m.tmpls.map((t) => t.qfmt),
      });
    return types;
  }
  const text = (v: unknown) => (v instanceof Uint8Array ? new TextDecoder().decode(v) : "");
  for (const row of db.all("SELECT id, name, config FROM notetypes")) {
    const config = row.config as Uint8Array;
    const id = String(row.id);
    types.set(id, {
      name: String(row.name),
      cloze: protoField(config, 1) === 1,
      imageOcclusion: protoField(config, 9) === 6,
      fields: db
        .all("SELECT name FROM fields WHERE ntid = ? ORDER BY ord", [row.id!])
        .map((f) => String(f.name)),
      fronts: db
        .all("SELECT config FROM templates WHERE ntid = ? ORDER BY ord", [row.id!])
        .map((t) => text(protoField(t.config as Uint8Array, 1))),
    });
  }
  return types;
}

/** Field names a template refers to (`{{F}}`, `{{filter:F}}`), sections and comments aside. */
function referencedFields(template: string): string[] {
  return [
    ...template
      .replaceAll("<%", "{{")
      .replaceAll("%>", "}}")
      .matchAll(/\{\{\{?([^#^/!{}][^{}]*?)\}?\}\}/g),
  ].map((m) => m[1]!.split(":").pop()!.trim());
}

function clozeNumbers(text: string): number[] {
  return [...text.matchAll(/\{\{c(\d+(?:,\d+)*)::/g)].flatMap((m) => m[1]!.split(",").map(Number));
}

export async function openCollection(file: string): Promise<SqliteFile> {
  const zip = unzipSync(new Uint8Array(readFileSync(file)));
  const packed = zip["collection.anki21b"];
  const bytes = packed ? decompress(packed) : (zip["collection.anki21"] ?? zip["collection.anki2"]!);
  return SqliteFile.open(bytes);
}

/** Every card of a fixture's collection, whether Anki shows it, and its answers in the review log. */
export async function fixtureCards(file: string): Promise<FixtureCard[]> {
  const db = await openCollection(file);
  try {
    const types = noteTypes(db);
    const answers = new Map(
      db
        .all("SELECT cid, count(*) AS n FROM revlog WHERE ease BETWEEN 1 AND 4 GROUP BY cid")
        .map((r) => [String(r.cid), Number(r.n)]),
    );
    return db
      .all("SELECT c.id, c.ord, n.mid, n.flds FROM cards c JOIN notes n ON n.id = c.nid ORDER BY c.id")
      .map((row) => {
        const type = types.get(String(row.mid))!;
        const values = String(row.flds).split("\x1f");
        const ord = Number(row.ord);
        const nonEmpty = new Set(type.fields.filter((_, i) => !fieldIsEmpty(values[i] ?? "")));
        const shown = type.cloze
          ? values.some((v) => clozeNumbers(v).includes(ord + 1))
          : referencedFields(type.fronts[ord] ?? "").some((name) => nonEmpty.has(name));
        return {
          id: String(row.id),
          noteTypeName: type.name,
          imageOcclusion: type.imageOcclusion,
          shown,
          answers: answers.get(String(row.id)) ?? 0,
        };
      });
  } finally {
    db.close();
  }
}

/** Where Anki's scheduler has a card (its `cards` row), with the due time worked out as Anki reads it. */
export interface FixtureSchedule {
  id: string;
  /** 0 new, 1 learning, 2 review, 3 relearning. */
  type: number;
  lapses: number;
  reps: number;
  /** Review cards: the start of the due day (`col.crt` + due days); learning: the due time. */
  due: Date | null;
}

/** Every card's Anki schedule, read straight from the fixture's collection. */
export async function fixtureSchedules(file: string): Promise<Map<string, FixtureSchedule>> {
  const db = await openCollection(file);
  try {
    const crt = Number(db.all("SELECT crt FROM col")[0]!.crt);
    const rows = db.all("SELECT id, type, queue, due, odue, odid, lapses, reps FROM cards");
    return new Map(
      rows.map((r) => {
        const type = Number(r.type);
        const due = Number(Number(r.odid) && Number(r.odue) ? r.odue : r.due);
        // Learning in the intraday queue (1) is due at a unix time; review and day-learning on a day number.
        const at =
          type === 0
            ? null
            : Number(r.queue) === 1
              ? new Date(due * 1000)
              : new Date((crt + due * 86_400) * 1000);
        return [
          String(r.id),
          { id: String(r.id), type, lapses: Number(r.lapses), reps: Number(r.reps), due: at },
        ];
      }),
    );
  } finally {
    db.close();
  }
}
