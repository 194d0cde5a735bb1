/** The search bench's comparison of total caps (bench/search-bench.ts, BENCH_CAPS). */
import type { DatabaseHandle } from "../apps/server/src/db/client";
import { searchCards } from "../apps/server/src/modules/search/search.service";
import { percentile, round } from "./lib";
import type { Query } from "./search-bench";

/** p50 / p95 / p99 / max of a list of latencies in ms. */
export const stats = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: round(percentile(s, 50)),
    p95: round(percentile(s, 95)),
    p99: round(percentile(s, 99)),
    max: round(s.at(-1) ?? 0),
  };
};

/**
 * BENCH_CAPS=10000,2000: the same mix again under each total cap, alternating over three rounds on the same
 * data (a same-run comparison of `SEARCH_LIMITS.totalCap` choices); prints p50 / p95 / p99 and how many of
 * the 200 pass 30 and 60 ms per cap.
 */
export async function compareCaps(handle: DatabaseHandle, queries: Query[]) {
  const caps = (process.env.BENCH_CAPS ?? "").split(",").filter(Boolean).map(Number);
  if (caps.length === 0) return;
  const byCap = new Map<number, number[]>(caps.map((c) => [c, []]));
  const broadByCap = new Map<number, number[]>(caps.map((c) => [c, []]));
  for (let round = 0; round < 3; round++) {
    for (const cap of round % 2 ? [...caps].reverse() : caps) {
      for (const q of queries) {
        const start = performance.now();
        await searchCards(handle.db, q.userId, q.criteria, cap);
        const ms = performance.now() - start;
        byCap.get(cap)!.push(ms);
        if (q.kind === "common-word" || q.kind === "browse-all") broadByCap.get(cap)!.push(ms);
      }
    }
  }
  for (const cap of caps) {
    const all = byCap.get(cap)!;
    const over = (limit: number) => all.filter((ms) => ms > limit).length / 3;
    console.log(
      `cap ${cap}: all ${JSON.stringify(stats(all))}, broad ${JSON.stringify(stats(broadByCap.get(cap)!))}, over 30 ms ${over(30)} / over 60 ms ${over(60)} per ${queries.length}`,
    );
  }
}
