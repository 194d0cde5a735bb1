/** The search bench's kept database (BENCH_REUSE), for the tools that compare plans or versions on it. */
import { openDatabase } from "../apps/server/src/db/client";
import { loadBenchData, loadIndexedBenchData } from "./search-data";
import { makeQueries } from "./search-queries";

/**
 * Opens the database search-bench.ts loaded and kept (BENCH_REUSE, default bench_search_200k; sizes from
 * BENCH_CARDS, BENCH_COURSES, BENCH_USERS as there) and returns it with the bench's 200-search mix.
 */
export async function openKeptSearchBench() {
  const sizes = benchSizes();
  const handle = await openKeptDatabase();
  const queries = makeQueries(await loadBenchData(handle.sql, sizes, 42, false), 200);
  return { sizes, handle, queries };
}

/**
 * A connection pool to the kept database; `options` are server settings for its sessions in libpq's form
 * (e.g. "-c parallel_setup_cost=100"), so two pools can differ only in the planner's settings.
 */
export function openKeptDatabase(options?: string) {
  const url = new URL(process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test");
  url.pathname = `/${process.env.BENCH_REUSE ?? "bench_search_200k"}`;
  if (options) url.searchParams.set("options", options);
  return openDatabase({ driver: "postgres", url: url.toString(), poolSize: 2 });
}

const benchSizes = () => ({
  users: Number(process.env.BENCH_USERS ?? 500),
  courses: Number(process.env.BENCH_COURSES ?? 2000),
  cards: Number(process.env.BENCH_CARDS ?? 200_000),
});

/**
 * The search bench's data loaded into a new in-memory PGlite as search-bench.ts loads it (sizes as there),
 * with the bench's mix: PGlite keeps nothing between processes, so tools pairing two versions on PGlite
 * load it once and run both in this process.
 */
export async function openLoadedPgliteSearchBench() {
  const sizes = benchSizes();
  const handle = await openDatabase({ driver: "pglite" });
  await handle.migrate();
  const { data } = await loadIndexedBenchData(handle.sql, sizes);
  return { sizes, handle, queries: makeQueries(data, 200) };
}
