/**
 * Reading a large Anki package ("importing a 20,000-note deck with 200,000 reviews"): builds an
 * anki21b package (schema 18, zstd frames of raw blocks, see apps/server/test/imports/support/) of 20,000
 * notes (14,000 Basic, 3,000 Basic-and-reversed, 3,000 Cloze with two deletions: 26,000 cards) in 10
 * subdecks, with 200,000 reviews, then reads it with `readAnkiPackage` in a fresh process, so the peak
 * RSS is the reader's alone; then folds every card's reviews through `replayReviews`, as the import job will.
 *
 *   npx tsx bench/anki-read.ts                  # anki21b
 *   BENCH_FORMAT=anki2 npx tsx bench/anki-read.ts   # the legacy layout (deflated SQLite, JSON metadata)
 */
import { execFileSync } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { replayReviews } from "@recall/shared";
import { zipSync } from "fflate";
import { readAnkiPackage } from "../apps/server/src/modules/imports/anki";
import {
  buildAnkiPackage,
  buildCollectionDb,
  type FixtureCollection,
  type FixtureFormat,
  UPGRADE_NOTICE_COLLECTION,
} from "../apps/server/test/imports/support/anki-package";
import { NOTE_TYPES } from "../apps/server/test/imports/support/sample-collection";
import { protoMessage } from "../apps/server/test/imports/support/wire-formats";
import { round } from "./lib";

const NOTES = 20_000;
const REVIEWS = 200_000;
const DAY = 86_400_000;
const START = Date.UTC(2023, 0, 1);

function benchCollection(): FixtureCollection {
  const decks = [
    { id: 1, name: "Default" },
    { id: 100, name: "Bench deck" },
  ];
  for (let i = 0; i < 10; i++) decks.push({ id: 101 + i, name: `Bench deck::Chapter ${i + 1}` });
  const collection: FixtureCollection = {
    noteTypes: [NOTE_TYPES.basic, NOTE_TYPES.reversed, NOTE_TYPES.cloze],
    decks,
    notes: [],
    cards: [],
    reviews: [],
  };
  let cardId = 1;
  for (let n = 1; n <= NOTES; n++) {
    const deckId = 101 + (n % 10);
    const kind = n <= 14_000 ? "basic" : n <= 17_000 ? "reversed" : "cloze";
    const fields =
      kind === "cloze"
        ? [`Fact ${n}: {{c1::term ${n}}} relates to {{c2::idea ${n}::hint}}.`, `<i>extra ${n}</i>`]
        : [
            `<b>Question ${n}</b><br>with some <i>context</i> &amp; detail`,
            `Answer ${n}<div>second line</div>`,
          ];
    collection.notes.push({ id: n, noteTypeId: NOTE_TYPES[kind].id, fields, tags: [`tag${n % 50}`] });
    for (let ord = 0; ord < (kind === "basic" ? 1 : 2); ord++) {
      collection.cards.push({ id: cardId++, noteId: n, deckId, ord });
    }
  }
  const cards = collection.cards.length;
  for (let r = 0; r < REVIEWS; r++) {
    const card = 1 + (r % cards);
    const round_ = Math.floor(r / cards);
    collection.reviews!.push({
      id: START + round_ * 7 * DAY + card * 1000 + (r % 997),
      cardId: card,
      ease: [3, 3, 3, 1, 2, 4][r % 6]!,
      timeMs: 3000 + (r % 5000),
      type: round_ === 0 ? 0 : 1,
    });
  }
  return collection;
}

/**
 * The anki21b package with its database compressed by the zstd tool at level 3 (what Anki's level 0 means),
 * as Anki's own export is: BENCH_ZSTD_CLI=1, needs `zstd` on the PATH.
 */
async function zstdToolPackage(): Promise<Uint8Array> {
  const db = await buildCollectionDb(benchCollection(), 18);
  const compressed = new Uint8Array(
    execFileSync("zstd", ["-q", "-3", "-c"], { input: db, maxBuffer: 1 << 30 }),
  );
  return zipSync({
    "collection.anki21b": [compressed, { level: 0 }],
    "collection.anki2": await buildCollectionDb(UPGRADE_NOTICE_COLLECTION, 11),
    meta: [protoMessage([[1, 3]]), { level: 0 }],
  });
}

async function readOnce(file: string): Promise<void> {
  const bytes = new Uint8Array(await readFile(file));
  const baselineRssMB = round(process.memoryUsage().rss / 1024 / 1024);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const plan = await readAnkiPackage(bytes);
  const readMs = performance.now() - started;
  delay.disable();
  const cards = plan.courses.flatMap((c) => c.cards);
  const replayStarted = performance.now();
  const now = new Date();
  for (const card of cards) replayReviews(card.reviews, now);
  const replayMs = performance.now() - replayStarted;
  const reviews = cards.reduce((n, c) => n + c.reviews.length, 0);
  console.log(
    JSON.stringify({
      packageMB: round(bytes.length / 1e6),
      cards: cards.length,
      reviews,
      readMs: Math.round(readMs),
      // The longest the event loop waited during the read: how long other requests could stall.
      maxEventLoopDelayMs: Math.round(delay.max / 1e6),
      replayMs: Math.round(replayMs),
      baselineRssMB,
      peakRssMB: round(process.resourceUsage().maxRSS / 1024),
    }),
  );
}

async function main(): Promise<void> {
  const readArg = process.argv.indexOf("--read");
  if (readArg >= 0) return readOnce(process.argv[readArg + 1]!);
  const format = (process.env.BENCH_FORMAT ?? "anki21b") as FixtureFormat;
  const dir = await mkdtemp(join(tmpdir(), "anki-bench-"));
  try {
    const file = join(dir, `bench-${format}.apkg`);
    const buildStarted = performance.now();
    await writeFile(
      file,
      format === "anki21b" && process.env.BENCH_ZSTD_CLI
        ? await zstdToolPackage()
        : await buildAnkiPackage(benchCollection(), format),
    );
    console.log(`built ${format} package in ${Math.round(performance.now() - buildStarted)} ms`);
    // A fresh process: its peak RSS is the reader's (plus Node's own ~50 MB), not the builder's.
    execFileSync(process.execPath, [...process.execArgv, process.argv[1]!, "--read", file], {
      stdio: "inherit",
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
