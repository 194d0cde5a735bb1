/**
 * The import job's store step on a large plan (Measurements: a 20,000-note deck with 200,000
 * reviews; "50,000 notes ... in batches with progress, memory bounded"). The plan is built here (the Anki
 * reader is measured with it once it lands); this measures what the job does with a plan: 500-card
 * transactions with card rules, FSRS replay of every card's reviews, card_memory and imported_reviews.
 * Reported: wall time, peak RSS and heap above the plan itself, event-loop delay while storing.
 *
 *   npx tsx bench/import-store.ts                       # PGlite in a temp folder, then PostgreSQL
 *   BENCH_DRIVER=pglite|postgres  BENCH_CARDS (20000)  BENCH_REVIEWS_PER_CARD (10)
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test: a scratch database is made on it)
 *   BENCH_ROLLUP_TRIGGERS=off   drop the triggers that count imported reviews in analytics, to see their cost
 */
import { mkdtemp, rm } from "node:fs/promises";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { buildApp } from "../apps/server/src/app";
import { testConfig } from "../apps/server/src/config";
import { type DatabaseHandle, openDatabase } from "../apps/server/src/db/client";
import { importJob, storeImportPlan } from "../apps/server/src/modules/imports/import.job";
import type { ImportPlan } from "../apps/server/src/modules/imports/import-plan";
import { jobsRepository } from "../apps/server/src/modules/jobs/index";
import { signUpUser } from "../apps/server/test/helpers/factories";
import { createScratchDatabase, round } from "./lib";

const CARDS = Number(process.env.BENCH_CARDS ?? 20_000);
const REVIEWS = Number(process.env.BENCH_REVIEWS_PER_CARD ?? 10);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const drivers = (process.env.BENCH_DRIVER ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[];
const MB = 1024 * 1024;
const rollupTriggers = process.env.BENCH_ROLLUP_TRIGGERS !== "off";

function buildPlan(): ImportPlan {
  const day = 86_400_000;
  const start = Date.UTC(2025, 0, 1);
  const cards = Array.from({ length: CARDS }, (_, i) => ({
    sourceId: String(i),
    type: "basic" as const,
    face: `Question ${i}: what is ${i} times three?`,
    back: `It is ${i * 3}, as a longer answer so that each card has some weight to it.`,
    topic: `Topic ${i % 20}`,
    conceptTags: ["bench", `t${i % 7}`],
    // Intervals growing 1, 2, 4 ... days, an Again every fifth review.
    reviews: Array.from({ length: REVIEWS }, (_, r) => ({
      at: new Date(start + (2 ** Math.min(r, 8) + r) * day + (i % 1000) * 60_000),
      grade: (r % 5 === 4 ? 1 : 3) as 1 | 3,
      durationMs: 4000,
    })),
    mediaNames: [],
  }));
  return {
    format: "apkg",
    courses: [{ name: "Bench deck", description: "", topics: [], cards }],
    noteTypes: [],
    media: [],
    skipped: [],
    adjusted: [],
  };
}

async function run(driver: "pglite" | "postgres") {
  let dir: string | null = null;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | null = null;
  let database: DatabaseHandle;
  if (driver === "pglite") {
    dir = await mkdtemp(join(tmpdir(), "recall-import-bench-"));
    database = await openDatabase({ driver: "pglite", dataDir: dir });
  } else {
    scratch = await createScratchDatabase(adminUrl, "import_bench");
    database = await openDatabase({ driver: "postgres", url: scratch.url });
  }
  await database.migrate();
  if (!rollupTriggers)
    for (const op of ["insert", "update", "delete"])
      await database.sql.query(`drop trigger imported_review_rollups_${op} on imported_reviews`);
  const { app } = await buildApp(testConfig({ AUTH_RATE_LIMIT: "10000" }), { database, serveWeb: false });
  const user = await signUpUser(app);
  const plan = buildPlan();
  global.gc?.();
  const base = process.memoryUsage();
  const job = await jobsRepository.create(database.db, importJob, {
    userId: user.id,
    input: { importId: crypto.randomUUID() },
    progress: importJob.initialProgress({ importId: "" }),
  });
  let peakRss = 0;
  let peakHeap = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 50);
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const outcome = await storeImportPlan(
    database.db,
    { id: job.id, userId: user.id, importId: crypto.randomUUID() },
    plan,
    { stopRequested: () => false },
  );
  const seconds = (performance.now() - started) / 1000;
  delay.disable();
  clearInterval(sampler);
  if (outcome.status !== "completed") throw new Error("not completed");
  console.log(
    JSON.stringify({
      driver,
      rollupTriggers,
      cards: outcome.result.cards,
      reviews: outcome.result.reviews,
      seconds: round(seconds, 1),
      cardsPerSecond: Math.round(outcome.result.cards / seconds),
      peakRssMb: round(peakRss / MB, 0),
      peakHeapAbovePlanMb: round((peakHeap - base.heapUsed) / MB, 0),
      eventLoopDelayP99Ms: round(delay.percentile(99) / 1e6, 0),
      eventLoopDelayMaxMs: round(delay.max / 1e6, 0),
      loadAverage: loadavg().map((n) => round(n, 1)),
    }),
  );
  await app.close();
  await database.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  await scratch?.drop();
}

for (const driver of drivers) await run(driver);
