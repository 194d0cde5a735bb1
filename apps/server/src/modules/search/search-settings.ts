import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { courses } from "../../db/schema/index";
import { courseVisibleTo } from "../courses/index";
import { rowsOf } from "./search-sql";
import type { ParsedQuery } from "./search-text";

/** Word similarity (0..1) from which a trigram match counts: one wrong letter in a 6-letter word still passes. */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

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

/** What the plan choices read: each common lexeme's share of cards, the driver, and the library's size. */
export interface WordStatistics {
  shares: Map<string, number>;
  pglite: boolean;
  /** The cards in the library, as the planner's statistics estimate them (0 before the first ANALYZE). */
  cards: number;
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
        version() like '%PGlite%' as pglite,
        (select greatest(c.reltuples, 0)::float8 from pg_class c where c.oid = to_regclass('cards')) as cards
      from (select 1) one
      left join pg_stats s on s.schemaname = current_schema() and s.tablename = 'cards' and s.attname = 'search_vector'
      left join lateral unnest(s.most_common_elems::text::text[]) with ordinality as e(elem, i) on true`)
    .then((result) => {
      const rows = rowsOf<{
        lexeme: string | null;
        share: number | null;
        pglite: boolean;
        cards: number | null;
      }>(result);
      const shares = new Map(rows.filter((r) => r.lexeme !== null).map((r) => [r.lexeme!, Number(r.share)]));
      return { shares, pglite: Boolean(rows[0]?.pglite), cards: Number(rows[0]?.cards ?? 0) };
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
 * The typo pass tests a learner's own cards one by one, instead of reading the trigram index of every
 * private card in the library, when the own cards are at most this share of the library. Testing a card
 * costs about what the index costs per thousand library cards (bench/search-typo-plan.ts: at 1M cards and
 * 400 own cards the typo pass went 23.0-24.6 → 18.0-19.1 ms p50; at 200k, where the two are even, the
 * index keeps the lower p95). Only the plan depends on it, never the matches (docs/decisions/search.md
 * "Typos and the own courses").
 */
export const OWN_SHARE_TESTED_BY_ROW = 0.001;

/** Whether the typo pass tests the own cards one by one (`OWN_SHARE_TESTED_BY_ROW`). */
export const typoTestsOwnCardsByRow = (stats: WordStatistics, ownCards: number): boolean =>
  ownCards <= stats.cards * OWN_SHARE_TESTED_BY_ROW;

/** Whether the library is large enough that some learner's own cards could be tested one by one. */
export const libraryAllowsOwnCardsByRow = (stats: WordStatistics): boolean =>
  stats.cards * OWN_SHARE_TESTED_BY_ROW >= 1;

/**
 * The cards in `userId`'s own courses, from the courses' card counts: read only for a typo pass
 * (`typoTestsOwnCardsByRow`) and only where the library is large enough for the answer to matter, because
 * even this small query costs a third of a millisecond that every search would pay.
 */
export async function ownCardCount(tx: Database, userId: string): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await tx.execute(
      sql`select coalesce(sum(${courses.cardCount}), 0)::int as n from ${courses} where ${courses.ownerId} = ${userId}`,
    ),
  );
  return Number(rows[0]?.n ?? 0);
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
