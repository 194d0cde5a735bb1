/**
 * How the imported schedule agrees with Anki's own, per real fixture with review history
 * (apps/server/test/imports/fixtures): for each card the state (new, learning, review, relearning), the
 * lapses and, for review cards, the due day Anki's `cards` row holds, against what the importer stores
 * (`ankiCardMemory`) and against an FSRS replay of the revlog alone (what the importer would store
 * without the card row), and against the plain replay of the answers' grades the importer did before
 * (no logged states, intervals or resets). Cards whose replay disagrees are counted by the reason the
 * import report gives.
 *
 *   npx tsx bench/anki-replay.ts
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { replayReviews } from "@recall/shared";
import { unzipSync } from "fflate";
import {
  type AnkiCollection,
  readAnkiCollection,
} from "../apps/server/src/modules/imports/anki/anki-collection";
import { ankiCardMemory, ankiDue } from "../apps/server/src/modules/imports/anki/anki-memory";
import { SqliteFile } from "../apps/server/src/modules/imports/anki/sqlite";
import { isZstd, unzstdBounded } from "../apps/server/src/modules/imports/anki/zstd";

const FIXTURES = join(import.meta.dirname, "../apps/server/test/imports/fixtures");
const FILES = [
  "anki-morphs-some-studied-lemmas.colpkg",
  "anki-morphs-lemma-extra-fields.colpkg",
  "anki-morphs-card-handling.colpkg",
  "ankipandas-few-basic-cards.colpkg",
  "ankidroid-templates.apkg",
  "srs-converter-mixed-legacy-2.apkg",
];
const DAY = 86_400_000;

async function collectionOf(file: string): Promise<AnkiCollection> {
  const entries = unzipSync(new Uint8Array(readFileSync(join(FIXTURES, file))));
  const name = ["collection.anki21b", "collection.anki21", "collection.anki2"].find((n) => entries[n]);
  let bytes: Uint8Array = entries[name!]!;
  if (isZstd(bytes)) bytes = unzstdBounded(bytes, 512 * 1024 * 1024);
  const db = await SqliteFile.open(bytes);
  try {
    return await readAnkiCollection(db);
  } finally {
    db.close();
  }
}

const pct = (n: number, of: number) => (of ? `${((n / of) * 100).toFixed(1)}%` : "—");

const now = new Date();
console.log(
  "| fixture | cards | with answers | state agrees (import) | state agrees (replay only) | state agrees (grades only, before) | lapses equal (import / replay) | review cards, due within a day (import / replay) | replay differs because |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const file of FILES) {
  const collection = await collectionOf(file);
  let answered = 0;
  const agree = {
    state: 0,
    replayState: 0,
    plainState: 0,
    lapses: 0,
    replayLapses: 0,
    due: 0,
    replayDue: 0,
    review: 0,
  };
  const reasons = new Map<string, number>();
  for (const card of collection.cards) {
    const { memory, replayed, difference } = ankiCardMemory(card, collection.createdAt, now);
    const { schedule } = card;
    if (card.log.reviews.length > 0) answered++;
    if ((memory?.state ?? 0) === schedule.type) agree.state++;
    if ((replayed?.state ?? 0) === schedule.type) agree.replayState++;
    const plain = replayReviews(
      card.log.reviews.map(({ at, grade }) => ({ at, grade })),
      now,
    );
    if ((plain?.state ?? 0) === schedule.type) agree.plainState++;
    if ((memory?.lapses ?? 0) === schedule.lapses) agree.lapses++;
    if ((replayed?.lapses ?? 0) === schedule.lapses) agree.replayLapses++;
    if (schedule.type === 2) {
      agree.review++;
      const due = ankiDue(schedule.due, collection.createdAt).getTime();
      if (memory && Math.abs(memory.due.getTime() - due) <= DAY) agree.due++;
      if (replayed && Math.abs(replayed.due.getTime() - due) <= DAY) agree.replayDue++;
    }
    if (difference) reasons.set(difference, (reasons.get(difference) ?? 0) + 1);
  }
  const n = collection.cards.length;
  const why = [...reasons].map(([r, c]) => `${r} ${c}`).join(", ") || "—";
  console.log(
    `| ${file} | ${n} | ${answered} | ${agree.state}/${n} (${pct(agree.state, n)}) | ${agree.replayState}/${n} (${pct(agree.replayState, n)}) | ${agree.plainState}/${n} (${pct(agree.plainState, n)}) | ${agree.lapses} / ${agree.replayLapses} of ${n} | ${agree.due} / ${agree.replayDue} of ${agree.review} | ${why} |`,
  );
}
