import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courses } from "../../db/schema/index";
import { courseVisibleTo } from "../courses/index";
import type { ParsedQuery } from "./search-text";

/** Word similarity (0..1) from which a trigram match counts: one wrong letter in a 6-letter word still passes. */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * A text query whose rarest word is held by at least this share of all cards (planner statistics) is
 * broad: its search also filters by the list of visible course ids (`searchStatement`'s
 * `visibleCourseIds`). Below it the word index alone is cheaper than intersecting it with the course
 * index (3 ms against 15-20 ms for a word in ~1,100 cards; 53-70 ms against 170-390 ms for a word in 25%).
 * Per driver (told apart by `version()`, so services still never know which runs): PGlite keeps every page
 * in memory, so fetching a word's invisible matches costs less there than building the ~46,800-pointer
 * course bitmap, and words in 1-5% of cards got slower with the list (bench/README.md); it starts at 5%.
 */
export const BROAD_WORD_SHARE = { postgres: 0.01, pglite: 0.05 } as const;

/**
 * Settings for the rest of the transaction: room to keep the matched set and its aggregations in memory
 * (the default 4 MB spills a few tens of thousands of rows to disk), and the trigram threshold of `%>`.
 * In the same round trip, for a broad query (`BROAD_WORD_SHARE` of this driver, from pg_stats' most_common_elems of the
 * search vector, the last word as a prefix), the ids of the courses `userId` may see (`courseVisibleTo`);
 * otherwise null.
 */
export const setSearchSettings = async (
  tx: Database,
  userId: string,
  q: ParsedQuery | null,
): Promise<string[] | null> =>
  rowsOf<{ ids: string[] | null }>(
    await tx.execute(sql`with freq as (
        select e.elem, s.most_common_elem_freqs[e.i] as f
        from pg_stats s cross join lateral unnest(s.most_common_elems::text::text[]) with ordinality as e(elem, i)
        where s.schemaname = current_schema() and s.tablename = 'cards' and s.attname = 'search_vector'
      ), share as (
        select min(coalesce((select sum(freq.f) from freq
          where freq.elem = w or (w = ${q?.prefix ?? null} and freq.elem like w || '%')), 0)) as s
        from unnest(string_to_array(${q ? q.lexemes.join(" ") : ""}, ' ')) as w
      )
      select set_config('work_mem', '32MB', true),
        set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
        case when (select s from share) >= (case when version() like '%PGlite%'
          then ${BROAD_WORD_SHARE.pglite}::real else ${BROAD_WORD_SHARE.postgres}::real end) then
          (select coalesce(array_agg(${courses.id}::text), '{}') from ${courses} where ${courseVisibleTo(userId)})
        end as ids`),
  )[0]!.ids;
