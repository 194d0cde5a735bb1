/**
 * The typo pass with the learner's own cards tested one by one against through the trigram index
 * (`OWN_SHARE_TESTED_BY_ROW`, docs/decisions/search.md "Typos and the own courses"): the mix's 20 typo
 * searches, the fuzzy statement alone, both plans interleaved over six rounds on one connection, on a
 * database the search bench loaded and kept (BENCH_REUSE).
 *
 *   npx tsx bench/search-typo-plan.ts                                            # bench_search_200k
 *   BENCH_CARDS=1000000 BENCH_COURSES=10000 BENCH_USERS=2500 BENCH_REUSE=bench_search_1m npx tsx bench/search-typo-plan.ts
 */
import { searchStatement } from "../apps/server/src/modules/search/search.repository";
import { setSearchSettings } from "../apps/server/src/modules/search/search-settings";
import { parseQuery } from "../apps/server/src/modules/search/search-text";
import { stats } from "./search-caps";
import { openKeptSearchBench } from "./search-kept";

const { sizes, handle, queries } = await openKeptSearchBench();
const typos = queries.filter((q) => q.kind === "typo");
const times = { "own cards by row": [] as number[], "own cards through the index": [] as number[] };
const plans = Object.keys(times) as (keyof typeof times)[];
for (let round = 0; round < 6; round++) {
  for (const q of typos) {
    for (const plan of round % 2 ? [...plans].reverse() : plans) {
      const start = performance.now();
      await handle.db.transaction(async (tx) => {
        await setSearchSettings(tx as never, q.userId, false);
        const typoOwnCardsByRow = plan === "own cards by row";
        const text = parseQuery(q.criteria.text);
        await tx.execute(
          searchStatement(q.userId, {}, text, { limit: 50, skip: 0 }, true, undefined, {
            visibleCourseIds: null,
            typoOwnCardsByRow,
          }),
        );
      });
      times[plan].push(performance.now() - start);
    }
  }
}
for (const plan of plans) console.log(`${sizes.cards} cards, ${plan}: ${JSON.stringify(stats(times[plan]))}`);
await handle.close();
