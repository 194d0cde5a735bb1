/**
 * Two versions of the search, paired query by query: this checkout's `searchCards` and the one of another
 * checkout (BENCH_BEFORE, e.g. a git worktree of the previous commit), on one database the search bench
 * loaded and kept (BENCH_REUSE), with the order of the two alternating from query to query and round to
 * round. Separate runs of search-bench.ts drift by 1-3 ms between runs on this machine (page cache, a
 * rabbitmq helper), as much as a change being measured; paired, both versions see the same cache.
 * Prints p50 / p95 / p99 / max of each, and per kind of search both p50s and the median of the per-query
 * differences (after − before).
 *
 *   git worktree add ../before HEAD~1 && cp -al node_modules ../before/
 *   BENCH_BEFORE=../before npx tsx bench/search-ab.ts                           # bench_search_200k
 *   BENCH_BEFORE=../before BENCH_CARDS=1000000 BENCH_COURSES=10000 BENCH_USERS=2500 \
 *     BENCH_REUSE=bench_search_1m npx tsx bench/search-ab.ts
 *   BENCH_ROUNDS (default 3)
 *
 * BENCH_DRIVER=pglite: the two versions on an in-memory PGlite loaded with the bench's data in this process
 * (sizes as in search-bench.ts; nothing is kept), since separate PGlite runs drift apart:
 *   BENCH_BEFORE=../before BENCH_DRIVER=pglite npx tsx bench/search-ab.ts
 *
 * BENCH_AFTER_OPTIONS instead of BENCH_BEFORE pairs this checkout with itself, the "after" side on
 * connections with those server settings (planner settings, say):
 *   BENCH_AFTER_OPTIONS="-c parallel_setup_cost=100 -c parallel_tuple_cost=0.01" npx tsx bench/search-ab.ts
 */
import path from "node:path";
import type { SearchCriteria } from "@recall/shared";
import { searchCards } from "../apps/server/src/modules/search/search.service";
import { percentile, round } from "./lib";
import { stats } from "./search-caps";
import { openKeptDatabase, openKeptSearchBench, openLoadedPgliteSearchBench } from "./search-kept";

const beforeRoot = process.env.BENCH_BEFORE;
const afterOptions = process.env.BENCH_AFTER_OPTIONS;
if (!beforeRoot && !afterOptions)
  throw new Error("BENCH_BEFORE (the other checkout's folder) or BENCH_AFTER_OPTIONS (server settings)");
const before = beforeRoot
  ? ((await import(path.resolve(beforeRoot, "apps/server/src/modules/search/search.service.ts")))
      .searchCards as typeof searchCards)
  : searchCards;
const onPglite = process.env.BENCH_DRIVER === "pglite";
if (onPglite && afterOptions) throw new Error("BENCH_AFTER_OPTIONS needs PostgreSQL");
const { sizes, handle, queries } = onPglite
  ? await openLoadedPgliteSearchBench()
  : await openKeptSearchBench();
const afterHandle = afterOptions ? await openKeptDatabase(afterOptions) : handle;
const versions = {
  before: (userId: string, criteria: SearchCriteria) => before(handle.db, userId, criteria),
  after: (userId: string, criteria: SearchCriteria) => searchCards(afterHandle.db, userId, criteria),
};
type Version = keyof typeof versions;
const times: Record<Version, number[]> = { before: [], after: [] };
const byKind = new Map<string, { before: number[]; after: number[]; diff: number[] }>();

for (const q of queries.slice(0, 20))
  for (const run of Object.values(versions)) await run(q.userId, q.criteria);
for (let r = 0; r < Number(process.env.BENCH_ROUNDS ?? 3); r++) {
  for (const [i, q] of queries.entries()) {
    const order: Version[] = (i + r) % 2 ? ["before", "after"] : ["after", "before"];
    const ms = { before: 0, after: 0 };
    for (const v of order) {
      const start = performance.now();
      await versions[v](q.userId, q.criteria);
      ms[v] = performance.now() - start;
    }
    const kind = byKind.get(q.kind) ?? { before: [], after: [], diff: [] };
    for (const v of order) {
      times[v].push(ms[v]);
      kind[v].push(ms[v]);
    }
    kind.diff.push(ms.after - ms.before);
    byKind.set(q.kind, kind);
  }
}
for (const v of ["before", "after"] as const)
  console.log(`${sizes.cards} cards, ${v}: ${JSON.stringify(stats(times[v]))}`);
for (const [kind, k] of byKind) {
  const median = (list: number[]) =>
    round(
      percentile(
        [...list].sort((a, b) => a - b),
        50,
      ),
    );
  console.log(
    `  ${kind}: p50 before ${median(k.before)}, after ${median(k.after)}, median difference ${median(k.diff)} ms`,
  );
}
if (afterHandle !== handle) await afterHandle.close();
await handle.close();
