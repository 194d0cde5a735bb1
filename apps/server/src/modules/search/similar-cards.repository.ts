import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cards, courses } from "../../db/schema/index";
import { courseVisibleTo } from "../courses/index";
import { cardColumns } from "./card-columns";
import { wordStatistics } from "./search-settings";
import { RANK_WEIGHTS, rowsOf, visibleMatches } from "./search-sql";

/**
 * Similar cards score at most this many visible holders of each characteristic word (six words at most):
 * a rare word's holders all fit, a commoner one's first ones the scan meets. 50 rather than 100: the 1M
 * bench's look-ups went 27 → 17 ms p50, level with 200k (bench/README.md).
 */
export const SIMILAR_CANDIDATES_PER_WORD = 50;

/** The queries behind similar cards and the duplicate check of generated cards. */
export const similarCardsRepository = {
  /**
   * Cards of one course whose face reads like `face` (trigram similarity at least `min`), closest first:
   * the duplicate check of generated cards (docs/decisions/related-cards.md).
   */
  closeFacesInCourse: async (db: Database, courseId: string, face: string, min: number, limit: number) => {
    const rows = await db.execute(sql`
      select ${cards.id} as id, ${cards.topic} as topic, ${cards.face} as face
      from ${cards}
      where ${cards.courseId} = ${courseId} and similarity(${cards.face}, ${face}) >= ${min}
      order by similarity(${cards.face}, ${face}) desc, ${cards.id}
      limit ${limit}`);
    return rowsOf<{ id: string; topic: string; face: string }>(rows);
  },

  /** The card if the user may see it. */
  visibleCard: async (db: Database, userId: string, id: string) =>
    (
      await db
        .select({ card: cardColumns, courseName: courses.name })
        .from(cards)
        .innerJoin(courses, eq(courses.id, cards.courseId))
        .where(and(eq(cards.id, id), courseVisibleTo(userId)))
        .limit(1)
    )[0] ?? null,

  /**
   * Lexemes that ANALYZE found in many cards, with the share of cards holding each (pg_stats'
   * most_common_elems of the search vector, `wordStatistics`' copy). Empty before the first ANALYZE.
   */
  commonLexemes: async (db: Database): Promise<Map<string, number>> => (await wordStatistics(db)).shares,

  /**
   * Visible cards most like `source`: they hold any of its characteristic `words` (rarest first), scored by
   * the weighted full-text rank of those words, face trigram similarity and a small same-topic bonus.
   * Scored over a bounded candidate set, not every holder of the words: for each word, the first
   * `SIMILAR_CANDIDATES_PER_WORD` visible cards holding it (all of them for a rare word), read through
   * `visibleMatches` so invisible holders are never fetched: the cost stays flat as the library grows
   * (docs/decisions/search.md "Similar cards").
   */
  similarIds: async (
    db: Database,
    userId: string,
    source: { id: string; face: string; topic: string },
    words: string[],
    limit: number,
    perWord: number = SIMILAR_CANDIDATES_PER_WORD,
  ) => {
    const all = sql`to_tsquery('simple', ${words.map((w) => `'${w}'`).join(" | ")})`;
    const score = sql`ts_rank_cd(${RANK_WEIGHTS}::real[], ${cards.searchVector}, ${all}, 32)
        + similarity(${cards.face}, ${source.face})
        + case when ${cards.topic} = ${source.topic} then 0.1 else 0 end`;
    const candidates = words.map(
      (w) => sql`(select ${cards.id} as id, ${score} as score
        from ${visibleMatches(userId, sql`${cards.searchVector} @@ to_tsquery('simple', ${`'${w}'`})`, false)}
        where ${cards.id} <> ${source.id}
        limit ${Math.max(perWord, limit)})`,
    );
    const rows = await db.execute(sql`
      select id from (${sql.join(candidates, sql` union all `)}) c
      group by id order by max(score) desc, id limit ${limit}`);
    return rowsOf<{ id: string }>(rows).map((r) => r.id);
  },
};
