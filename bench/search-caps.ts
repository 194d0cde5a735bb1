/** The search bench's comparison of total caps (bench/search-bench.ts, BENCH_CAPS). */
import type { DatabaseHandle } from "../apps/server/src/db/client";
import { BROAD_FACE_CANDIDATES } from "../apps/server/src/modules/search/search.repository";
import { findSimilarCards, searchCards } from "../apps/server/src/modules/search/search.service";
import { percentile, round } from "./lib";
import type { Query } from "./search-queries";

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

/** One BENCH_CAPS entry: "2000" (the cap, default face candidates) or "2000/500" (cap / face candidates). */
const parseCap = (entry: string) => {
  const [cap, face] = entry.split("/").map(Number);
  return { label: entry, cap: cap!, face: face ?? BROAD_FACE_CANDIDATES };
};

/**
 * BENCH_CAPS=10000,2000,1000/500: the same mix again under each total cap (and, after a slash, each count of
 * face candidates past it, `BROAD_FACE_CANDIDATES`), alternating over three rounds on the same data (a
 * same-run comparison of `SEARCH_LIMITS.totalCap` choices); prints p50 / p95 / p99 / max, the broad kinds and
 * the middling words apart, how many of the 200 pass 30, 60 and 150 ms per cap, and per kind of search its
 * p50 and how many of its runs are at or under the mix's p50 (which kinds the median falls between).
 */
export async function compareCaps(handle: DatabaseHandle, queries: Query[]) {
  const caps = (process.env.BENCH_CAPS ?? "").split(",").filter(Boolean).map(parseCap);
  if (caps.length === 0) return;
  const times = new Map(
    caps.map((c) => [
      c.label,
      {
        all: [] as number[],
        broad: [] as number[],
        mid: [] as number[],
        byKind: new Map<string, number[]>(),
      },
    ]),
  );
  for (let round = 0; round < 3; round++) {
    for (const c of round % 2 ? [...caps].reverse() : caps) {
      const t = times.get(c.label)!;
      for (const q of queries) {
        const start = performance.now();
        await searchCards(handle.db, q.userId, q.criteria, c.cap, c.face);
        const ms = performance.now() - start;
        t.all.push(ms);
        t.byKind.set(q.kind, [...(t.byKind.get(q.kind) ?? []), ms]);
        if (q.kind === "common-word" || q.kind === "browse-all") t.broad.push(ms);
        if (q.kind === "mid-frequency-word") t.mid.push(ms);
      }
    }
  }
  for (const c of caps) {
    const t = times.get(c.label)!;
    const over = (limit: number) => t.all.filter((ms) => ms > limit).length / 3;
    console.log(
      `cap ${c.label}: all ${JSON.stringify(stats(t.all))}, broad ${JSON.stringify(stats(t.broad))}, middling ${JSON.stringify(stats(t.mid))}, over 30 / 60 / 150 ms ${over(30)} / ${over(60)} / ${over(150)} per ${queries.length}`,
    );
    // Where the median is: per kind, its p50 and how many of its runs are at or under the mix's p50.
    const p50 = stats(t.all).p50;
    const kinds = [...t.byKind].map(
      ([kind, ms]) => `${kind} ${stats(ms).p50} (${ms.filter((x) => x <= p50).length}/${ms.length})`,
    );
    console.log(`  kinds, p50 ms (runs at or under the mix's p50 ${p50} / runs): ${kinds.join(", ")}`);
  }
}

/**
 * BENCH_SIMILAR=100,50: the similar-card look-ups again with each count of candidates per characteristic
 * word (`SIMILAR_CANDIDATES_PER_WORD`), alternating over three rounds; prints p50 / p95 / p99 / max each.
 */
export async function compareSimilar(handle: DatabaseHandle, lookups: { userId: string; cardId: string }[]) {
  const counts = (process.env.BENCH_SIMILAR ?? "").split(",").filter(Boolean).map(Number);
  if (counts.length === 0) return;
  const times = new Map(counts.map((n) => [n, [] as number[]]));
  for (let round = 0; round < 3; round++) {
    for (const n of round % 2 ? [...counts].reverse() : counts) {
      for (const l of lookups) {
        const start = performance.now();
        await findSimilarCards(handle.db, l.userId, l.cardId, 5, n);
        times.get(n)!.push(performance.now() - start);
      }
    }
  }
  for (const n of counts) console.log(`similar, ${n} per word: ${JSON.stringify(stats(times.get(n)!))}`);
}
