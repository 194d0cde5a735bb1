/**
 * Where a search's time goes, per kind of search: for every text search of the bench's mix, EXPLAIN
 * (ANALYZE) of its exact statement on the kept database (BENCH_REUSE, sizes as in search-bench.ts), and per
 * kind the medians of the execution time, of the own half's word bitmap over the whole library's index
 * (`cards_search_vector_idx`, the `BitmapAnd` of `visibleMatches`) and of the hash of the visible courses.
 * BENCH_SETS="name=value;…" applies planner settings first (`set local`), e.g. `enable_hashjoin=off`.
 * EXPLAIN's own timing adds to each figure; compare kinds and sizes, not these times with the bench's.
 *
 *   BENCH_REUSE=bench_search_200k npx tsx bench/search-plan-shares.ts
 *   BENCH_CARDS=1000000 BENCH_COURSES=10000 BENCH_USERS=2500 BENCH_REUSE=bench_search_1m \
 *     npx tsx bench/search-plan-shares.ts
 */
import { percentile, round } from "./lib";
import { explainSearch } from "./search-explain";
import { openKeptSearchBench } from "./search-kept";

const { sizes, handle, queries } = await openKeptSearchBench();
const settings = (process.env.BENCH_SETS ?? "").split(";").filter(Boolean);
/** The end time of every node of `plan` named by `node` (ms). */
const nodeTimes = (plan: string, node: RegExp) =>
  [...plan.matchAll(new RegExp(`${node.source}.*actual time=[\\d.]+\\.\\.([\\d.]+) rows`, "g"))].map((m) =>
    Number(m[1]),
  );
const byKind = new Map<string, { execution: number[]; ownWordBitmap: number[]; coursesHash: number[] }>();
for (const q of queries) {
  if (!q.criteria.text) continue;
  const plan = await explainSearch(handle, q, { settings });
  const kind = byKind.get(q.kind) ?? { execution: [], ownWordBitmap: [], coursesHash: [] };
  kind.execution.push(Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? Number.NaN));
  kind.ownWordBitmap.push(
    nodeTimes(plan, /Bitmap Index Scan on cards_search_vector_idx /).reduce((sum, ms) => sum + ms, 0),
  );
  kind.coursesHash.push(nodeTimes(plan, /-> {2}Hash {2}/)[0] ?? 0);
  byKind.set(q.kind, kind);
}
const median = (list: number[]) =>
  round(
    percentile(
      [...list].sort((a, b) => a - b),
      50,
    ),
  );
console.log(`${sizes.cards} cards${settings.length ? ` (${settings.join(", ")})` : ""}, medians (ms):`);
for (const [kind, k] of byKind)
  console.log(
    `  ${kind}: execution ${median(k.execution)}, own word bitmap ${median(k.ownWordBitmap)}, courses hash ${median(k.coursesHash)}`,
  );
await handle.close();
