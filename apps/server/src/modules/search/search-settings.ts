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
 * Per driver (told apart by `version()` in `wordStatistics`, so services still never know which runs):
 * PGlite keeps every page in memory, so fetching a word's invisible matches costs less there than building
 * the ~46,800-pointer course bitmap, and words in 1-5% of cards got slower with the list (bench/README.md);
 * it starts at 5%.
 */
export const BROAD_WORD_SHARE = { postgres: 0.01, pglite: 0.05 } as const;

/** What the broad-query test reads: each common lexeme's share of cards, and whether the driver is PGlite. */
export interface WordStatistics {
  shares: Map<string, number>;
  pglite: boolean;
}

/**
 * How long a process reuses the statistics it read. They change only when ANALYZE runs, and only decide
 * the plan (the course list repeats the visibility join), never which cards match; reading pg_stats per
 * search cost 3-4 ms of every text search (bench/README.md "Prefix from four letters").
 */
export const WORD_STATISTICS_TTL_MS = 60_000;

const cached = new WeakMap<Database, { at: number; stats: Promise<WordStatistics> }>();

/**
 * pg_stats' most_common_elems of the search vector (empty before the first ANALYZE), read at most once per
 * `WORD_STATISTICS_TTL_MS` per database handle.
 */
export function wordStatistics(db: Database, now = Date.now()): Promise<WordStatistics> {
  const hit = cached.get(db);
  if (hit && now - hit.at < WORD_STATISTICS_TTL_MS) return hit.stats;
  const stats = db
    .execute(sql`select e.elem as lexeme, s.most_common_elem_freqs[e.i] as share,
        version() like '%PGlite%' as pglite
      from (select 1) one
      left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'cards' and s.attname = 'search_vector'
      left join lateral unnest(s.most_common_elems::text::text[]) with ordinality as e(elem, i) on true`)
    .then((result) => {
      const rows = rowsOf<{ lexeme: string | null; share: number | null; pglite: boolean }>(result);
      const shares = new Map(rows.filter((r) => r.lexeme !== null).map((r) => [r.lexeme!, Number(r.share)]));
      return { shares, pglite: Boolean(rows[0]?.pglite) };
    });
  cached.set(db, { at: now, stats });
  stats.catch(() => cached.delete(db));
  return stats;
}

/**
 * Broad: the rarest word of `q` is held by at least this driver's `BROAD_WORD_SHARE` of all cards (the last
 * word as a prefix counts every common lexeme it starts). Never without statistics.
 */
export function isBroad(stats: WordStatistics, q: ParsedQuery | null): boolean {
  if (!q) return false;
  const share = (w: string) =>
    w === q.prefix
      ? [...stats.shares].reduce((sum, [lexeme, s]) => (lexeme.startsWith(w) ? sum + s : sum), 0)
      : (stats.shares.get(w) ?? 0);
  const rarest = Math.min(...q.lexemes.map(share));
  return rarest >= (stats.pglite ? BROAD_WORD_SHARE.pglite : BROAD_WORD_SHARE.postgres);
}

/**
 * Settings for the rest of the transaction: room to keep the matched set and its aggregations in memory
 * (the default 4 MB spills a few tens of thousands of rows to disk), and the trigram threshold of `%>`.
 * In the same round trip, for a broad query (`isBroad`), the ids of the courses `userId` may see
 * (`courseVisibleTo`); otherwise null.
 */
export const setSearchSettings = async (
  tx: Database,
  userId: string,
  broad: boolean,
): Promise<string[] | null> =>
  rowsOf<{ ids: string[] | null }>(
    await tx.execute(sql`select set_config('work_mem', '32MB', true),
        set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY_THRESHOLD)}, true),
        case when ${broad} then
          (select coalesce(array_agg(${courses.id}::text), '{}') from ${courses} where ${courseVisibleTo(userId)})
        end as ids`),
  )[0]!.ids;
