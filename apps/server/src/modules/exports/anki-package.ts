import { createHash } from "node:crypto";
import { strToU8, type Zippable, zipSync } from "fflate";
import { nextTurn } from "../../lib/event-loop-turns";
import { loadSqlJs } from "../../lib/sqlite-wasm";
import type { CardRow, CourseWithOwner } from "../courses/index";
import {
  collectionConfJson,
  DEFAULT_DECK,
  deckOptionsJson,
  decksJson,
  modelsJson,
} from "./anki-collection-json";
import { stripHtml } from "./anki-html";
import type { PackageMediaFile } from "./anki-media";
import { toAnkiNote } from "./anki-notes";

/** The legacy (schema 11) collection layout, which every Anki version since 2.1 imports. */
const SCHEMA = `
CREATE TABLE col (id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null, conf text not null,
  models text not null, decks text not null, dconf text not null, tags text not null);
CREATE TABLE notes (id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null, csum integer not null,
  flags integer not null, data text not null);
CREATE TABLE cards (id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null, due integer not null,
  ivl integer not null, factor integer not null, reps integer not null, lapses integer not null,
  left integer not null, odue integer not null, odid integer not null, flags integer not null, data text not null);
CREATE TABLE revlog (id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null, type integer not null);
CREATE TABLE graves (usn integer not null, oid integer not null, type integer not null);
CREATE INDEX ix_notes_usn on notes (usn);
CREATE INDEX ix_cards_usn on cards (usn);
CREATE INDEX ix_revlog_usn on revlog (usn);
CREATE INDEX ix_cards_nid on cards (nid);
CREATE INDEX ix_cards_sched on cards (did, queue, due);
CREATE INDEX ix_revlog_cid on revlog (cid);
CREATE INDEX ix_notes_csum on notes (csum);`;

const CARDS_PER_TURN = 500;

/** Anki's duplicate check: the first 8 hex digits of the SHA-1 of the stripped first field, as a number. */
export function fieldChecksum(html: string): number {
  return Number.parseInt(createHash("sha1").update(stripHtml(html)).digest("hex").slice(0, 8), 16);
}

/** A note's guid from the card's id: exporting the course again updates the same notes in Anki. */
const guidOf = (cardId: string) =>
  `recall-${createHash("sha1").update(cardId).digest("base64url").slice(0, 12)}`;

/** `::` separates deck levels in Anki: inside one name it becomes ": :", so a name stays one level. */
const deckLevel = (name: string) => name.replace(/::/g, ": :");

/**
 * The course's decks: the course is a deck, each topic one level below it (`Course::Topic`). A topic named
 * like the course (a deck imported without subdecks) is the course's deck itself, and a course named
 * "Default" is Anki's Default deck, so no name is doubled ("Default::Default", two "Default" decks).
 */
export function courseDecks(course: { name: string; description: string }, topics: string[], base: number) {
  const root = deckLevel(course.name);
  const rootId = root.toLowerCase() === DEFAULT_DECK.name.toLowerCase() ? DEFAULT_DECK.id : base;
  const decks = [{ id: rootId, name: root, description: course.description }];
  const deckIds = new Map<string, number>();
  for (const [i, topic] of topics.entries()) {
    if (topic === course.name) {
      deckIds.set(topic, rootId);
      continue;
    }
    const id = base + i + 1;
    decks.push({ id, name: `${root}::${deckLevel(topic)}`, description: "" });
    deckIds.set(topic, id);
  }
  return { rootId, decks, deckIds };
}

/**
 * The package's media: file i is the zip entry "i", and the `media` entry maps "i" to the name the fields
 * use (the legacy JSON map every Anki reads). Pictures and sounds are compressed already: stored as they are.
 */
function mediaEntries(media: readonly PackageMediaFile[]): Zippable {
  const entries: Zippable = {};
  const map: Record<string, string> = {};
  for (const [i, file] of media.entries()) {
    entries[String(i)] = [file.bytes, { level: 0 }];
    map[String(i)] = file.name;
  }
  entries.media = strToU8(JSON.stringify(map));
  return entries;
}

/**
 * The course as an .apkg: one deck per topic under the course's deck (`Course::Topic`), one note and one
 * new card per app card, in course order, with the files `media` (exportMedia: the cards refer to them).
 * Ids derive from the course's creation time and card positions, so the same course exports to the same
 * collection.
 */
export async function buildAnkiPackage(
  course: CourseWithOwner,
  cards: CardRow[],
  media: readonly PackageMediaFile[] = [],
): Promise<Uint8Array> {
  const SQL = await loadSqlJs();
  const db = new SQL.Database();
  try {
    db.exec(SCHEMA);
    const base = course.createdAt.getTime();
    const mod = Math.floor(base / 1000);
    const topics = [...new Set(cards.map((c) => c.topic))];
    const { rootId, decks, deckIds } = courseDecks(course, topics, base);
    db.run("INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')", [
      Math.floor(mod / 86_400) * 86_400,
      mod,
      base,
      collectionConfJson(rootId),
      modelsJson(rootId, mod),
      decksJson(decks, mod),
      deckOptionsJson(mod),
    ]);
    const insertNote = db.prepare("INSERT INTO notes VALUES (?, ?, ?, ?, -1, ?, ?, ?, ?, 0, '')");
    const insertCard = db.prepare(
      "INSERT INTO cards VALUES (?, ?, ?, 0, ?, -1, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
    );
    try {
      for (const [i, card] of cards.entries()) {
        const note = toAnkiNote(card);
        const id = base + i;
        const tags = note.tags.length ? ` ${note.tags.join(" ")} ` : "";
        insertNote.run([
          id,
          guidOf(card.id),
          note.modelId,
          mod,
          tags,
          note.fields.join("\x1f"),
          stripHtml(note.fields[0]!),
          fieldChecksum(note.fields[0]!),
        ]);
        insertCard.run([id, id, deckIds.get(card.topic)!, mod, i + 1]);
        if ((i + 1) % CARDS_PER_TURN === 0) await nextTurn();
      }
    } finally {
      insertNote.free();
      insertCard.free();
    }
    const collection = db.export();
    return zipSync({ "collection.anki2": collection, ...mediaEntries(media) }, { level: 6 });
  } finally {
    db.close();
  }
}
