/**
 * Card search at scale: 200,000 cards over 2,000 courses and 500 users (seeded text, see search-data.ts),
 * then ~200 searches (text, typos, filters, aggregations, limit 50) through `searchCards`, the service
 * every search route calls, plus similar-card look-ups, on real PostgreSQL and on PGlite. Prints p50/p95
 * and EXPLAIN (ANALYZE, BUFFERS) of a text + filter search, and writes them to bench/results/.
 *
 *   npx tsx bench/search-bench.ts
 *   BENCH_DRIVER=postgres BENCH_CARDS=1000000 BENCH_COURSES=10000 BENCH_USERS=2500 BENCH_REUSE=bench_search_1m \
 *     npx tsx bench/search-bench.ts   (five times the default size; the first run loads for ~2-3 minutes idle)
 *   BENCH_DRIVER=postgres|pglite|both (default both)  BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test
 *   BENCH_CARDS=200000 BENCH_COURSES=2000 BENCH_USERS=500  BENCH_PGLITE_CARDS (default BENCH_CARDS)
 *   BENCH_CAPS=10000,2000,1000/500 (the mix again under each total cap [/ face candidates], see `compareCaps`)
 *   BENCH_SIMILAR=100,50 (the similar look-ups again with each count of candidates per word, `compareSimilar`)
 *   BENCH_REUSE=bench_search_1m: PostgreSQL in that database, kept; loaded only when it does not hold
 *     BENCH_CARDS cards yet (pending migrations still run), so later runs skip the load and index build;
 *     BENCH_LOAD_ONLY=1 stops after the load
 *   BENCH_VOCABULARY=growing: the vocabulary grows with the square root of the cards (`vocabularySize`);
 *     use its own BENCH_REUSE database, since the text differs from the default's past 200,000 cards
 *   BENCH_EXPLAIN=typo,common-word: instead of the timed run, EXPLAIN (ANALYZE, BUFFERS) of the first
 *     BENCH_EXPLAIN_EACH (default 2) queries of each named kind (a typo also its fuzzy pass), printed only
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import path from "node:path";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../apps/server/src/db/client";
import { findSimilarCards, searchCards } from "../apps/server/src/modules/search/search.service";
import { createScratchDatabase, percentile, round } from "./lib";
import { compareCaps, compareSimilar, stats } from "./search-caps";
import { type BenchSizes, loadBenchData, loadIndexedBenchData, seeded } from "./search-data";
import { explainSearch } from "./search-explain";
import { type Kind, makeQueries, type Query } from "./search-queries";

const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const driver = process.env.BENCH_DRIVER ?? "both";
const sizes: BenchSizes = {
  users: Number(process.env.BENCH_USERS ?? 500),
  courses: Number(process.env.BENCH_COURSES ?? 2000),
  cards: Number(process.env.BENCH_CARDS ?? 200_000),
};
const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const SIMILAR = 30;

/** BENCH_EXPLAIN: where the time of the named kinds goes, statement by statement (printed, not saved). */
async function explainKinds(handle: DatabaseHandle, queries: Query[], kinds: string[]) {
  const each = Number(process.env.BENCH_EXPLAIN_EACH ?? 2);
  for (const kind of kinds) {
    for (const q of queries.filter((x) => x.kind === kind).slice(0, each)) {
      console.log(`-- ${kind} ${JSON.stringify(q.criteria)}\n${await explainSearch(handle, q)}\n`);
      if (kind === "typo")
        console.log(`-- ${kind}, fuzzy pass\n${await explainSearch(handle, q, { fuzzy: true })}\n`);
    }
  }
}

async function run(name: "postgres" | "pglite", handle: DatabaseHandle, cards: number, reuse = false) {
  const runSizes = { ...sizes, cards };
  const t0 = performance.now();
  // Reused: the data regenerated (for the queries) without inserting it; its time is reported as the load's.
  const { data, loadMs, indexMs } = reuse
    ? {
        data: await loadBenchData(handle.sql, runSizes, 42, false),
        loadMs: performance.now() - t0,
        indexMs: 0,
      }
    : await loadIndexedBenchData(handle.sql, runSizes);
  if (process.env.BENCH_LOAD_ONLY) {
    console.log(
      `loaded ${cards} cards in ${round(loadMs / 1000, 1)} s, indexes ${round(indexMs / 1000, 1)} s`,
    );
    return;
  }

  const queries = makeQueries(data, QUERIES);
  if (process.env.BENCH_EXPLAIN) {
    await explainKinds(handle, queries, process.env.BENCH_EXPLAIN.split(","));
    return;
  }
  for (const q of queries.slice(0, 20)) await searchCards(handle.db, q.userId, q.criteria); // warm-up
  const byKind = new Map<Kind, number[]>();
  const all: number[] = [];
  const hits: number[] = [];
  const zeroByKind: Record<string, number> = {};
  const timed: { ms: number; kind: Kind; text?: string; total: number }[] = [];
  for (const q of queries) {
    const start = performance.now();
    const result = await searchCards(handle.db, q.userId, q.criteria);
    const ms = performance.now() - start;
    all.push(ms);
    timed.push({ ms: round(ms), kind: q.kind, text: q.criteria.text, total: result.totalCount });
    hits.push(result.totalCount);
    if (result.totalCount === 0) zeroByKind[q.kind] = (zeroByKind[q.kind] ?? 0) + 1;
    byKind.set(q.kind, [...(byKind.get(q.kind) ?? []), ms]);
  }
  await compareCaps(handle, queries);
  const rnd = seeded(11);
  const similarMs: number[] = [];
  const lookups: { userId: string; cardId: string }[] = [];
  for (let i = 0; i < SIMILAR; i++) {
    const course = data.courses[Math.floor(rnd() * data.courses.length)]!;
    const userId = data.userIds[course.ownerIndex]!;
    const [row] = (
      await handle.sql.query<{ id: string }>("select id from cards where course_id = $1 limit 1", [course.id])
    ).rows;
    const start = performance.now();
    await findSimilarCards(handle.db, userId, row!.id, 5);
    similarMs.push(performance.now() - start);
    lookups.push({ userId, cardId: row!.id });
  }
  await compareSimilar(handle, lookups);
  const sample = queries.find((q) => q.kind === "two-words")!;
  const typo = queries.find((q) => q.kind === "typo")!;
  const browse = queries.find((q) => q.kind === "browse-all")!;
  const plans = `-- ${name}: two distinctive words ${JSON.stringify(sample.criteria)}\n${await explainSearch(handle, sample)}\n\n-- ${name}: typo, fuzzy pass ${JSON.stringify(typo.criteria)}\n${await explainSearch(handle, typo, { fuzzy: true })}\n\n-- ${name}: the library, no text and no filter\n${await explainSearch(handle, browse)}\n`;
  const sortedHits = [...hits].sort((a, b) => a - b);
  const report = {
    driver: name,
    date: new Date().toISOString(),
    machine: { cpus: cpus().length, node: process.version },
    sizes: runSizes,
    vocabulary: data.vocabulary.length,
    reused: reuse,
    loadSeconds: round(loadMs / 1000, 1),
    indexSeconds: round(indexMs / 1000, 1),
    searchMs: stats(all),
    // Every kind except the broad ones (a stop-word-like word, the library with no text).
    targetedMs: stats(
      [...byKind].filter(([k]) => k !== "common-word" && k !== "browse-all").flatMap(([, v]) => v),
    ),
    byKind: Object.fromEntries([...byKind].map(([k, v]) => [k, stats(v)])),
    totalCount: {
      p50: percentile(sortedHits, 50),
      max: sortedHits.at(-1),
      zero: hits.filter((h) => h === 0).length,
      zeroByKind,
    },
    similarMs: stats(similarMs),
    // Sum of totalCount per kind: a check that a change of the statement kept the matches.
    totalByKind: Object.fromEntries(
      [...new Set(timed.map((t) => t.kind))].map((k) => [
        k,
        timed.filter((t) => t.kind === k).reduce((n, t) => n + t.total, 0),
      ]),
    ),
    // How many of the mix miss the search targets (p95 ≤ 30 ms, p99 ≤ 60 ms): at most 10 and 2 of 200 may.
    over: { "30ms": all.filter((ms) => ms > 30).length, "60ms": all.filter((ms) => ms > 60).length },
    // The ten slowest searches: what the tail is made of.
    slowest: timed.sort((a, b) => b.ms - a.ms).slice(0, 10),
  };
  console.log(JSON.stringify(report, null, 2));
  console.log(plans);
  const dir = path.join(import.meta.dirname, "results");
  mkdirSync(dir, { recursive: true });
  // The default size keeps its file names; another size gets its card count in them (search-postgres-1000000.json).
  const vocabulary = process.env.BENCH_VOCABULARY === "growing" ? "-growing" : "";
  const file = `search-${name}${cards === 200_000 ? "" : `-${cards}`}${vocabulary}`;
  writeFileSync(path.join(dir, `${file}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, `${file}-explain.txt`), plans);
}

/** BENCH_REUSE's database: created and loaded when missing or not holding `sizes.cards` cards, else reused. */
async function reusableDatabase(name: string): Promise<{ url: string; loaded: boolean }> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const exists = (await admin.query("select 1 from pg_database where datname = $1", [name])).rowCount === 1;
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  if (exists) {
    const db = new pg.Client({ connectionString: url.toString() });
    await db.connect();
    const count = await db
      .query("select count(*)::int as n from cards")
      .then((r) => r.rows[0].n as number)
      .catch(() => -1);
    await db.end();
    if (count === sizes.cards) return { url: url.toString(), loaded: true };
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`drop database ${name} with (force)`);
    await drop.end();
  }
  const create = new pg.Client({ connectionString: adminUrl });
  await create.connect();
  await create.query(`create database ${name}`);
  await create.end();
  return { url: url.toString(), loaded: false };
}

async function main() {
  const reuseName = process.env.BENCH_REUSE;
  if (reuseName && (driver === "postgres" || driver === "both")) {
    if (!/^[a-z_][a-z0-9_]*$/.test(reuseName)) throw new Error("BENCH_REUSE: a lower-case database name");
    const target = await reusableDatabase(reuseName);
    const handle = await openDatabase({ driver: "postgres", url: target.url, poolSize: 4 });
    try {
      await handle.migrate();
      await run("postgres", handle, sizes.cards, target.loaded);
    } finally {
      await handle.close();
    }
  } else if (driver === "postgres" || driver === "both") {
    const scratch = await createScratchDatabase(adminUrl, "bench_search");
    const handle = await openDatabase({ driver: "postgres", url: scratch.url, poolSize: 4 });
    try {
      await handle.migrate();
      await run("postgres", handle, sizes.cards);
    } finally {
      await handle.close();
      // BENCH_KEEP=1 leaves the scratch database for manual EXPLAINs (drop it yourself afterwards).
      if (process.env.BENCH_KEEP) console.log(`kept ${scratch.url}`);
      else await scratch.drop();
    }
  }
  if (driver === "pglite" || driver === "both") {
    const handle = await openDatabase({ driver: "pglite" });
    try {
      await handle.migrate();
      await run("pglite", handle, Number(process.env.BENCH_PGLITE_CARDS ?? sizes.cards));
    } finally {
      await handle.close();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
