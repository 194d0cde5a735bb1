/**
 * The conditions of the search statement (search.repository.ts): the filters as one condition, with the
 * access rule where the rows are not visible by construction, and the text match (which visible rows,
 * which face candidates, the rank).
 */
import type { SearchCriteria } from "@recall/shared";
import { and, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from "drizzle-orm";
import { cards, collectionCards } from "../../db/schema/index";
import { courseVisibleTo } from "../courses/index";
import { anyTag, RANK_WEIGHTS, visibleMatches } from "./search-sql";
import type { ParsedQuery } from "./search-text";

export type Filters = Omit<SearchCriteria, "text" | "limit" | "skip">;

/**
 * The filters as one condition; a list filter matches any of its values, filters combine with AND. With
 * `onVisibleRows` the rows come from `visibleMatches`, visible by construction; otherwise the condition
 * applies the access rule to the joined course (`courseVisibleTo`).
 */
export function filterWhere(
  userId: string,
  f: Filters,
  visibleCourseIds: string[] | null,
  onVisibleRows: boolean,
): SQL {
  const has = <T>(list: T[] | undefined): list is T[] => Array.isArray(list) && list.length > 0;
  return (
    and(
      onVisibleRows ? undefined : courseVisibleTo(userId),
      // The visible courses once more as a list of ids (read with the same rule by `setSearchSettings`): the
      // planner, seeing how many cards they hold, can intersect the course index with the word index
      // (BitmapAnd) for a common word and read only visible matches, instead of every match or the table.
      visibleCourseIds
        ? sql`${cards.courseId} = any(${`{${visibleCourseIds.join(",")}}`}::uuid[])`
        : undefined,
      has(f.courseIds) ? inArray(cards.courseId, f.courseIds) : undefined,
      has(f.topics) ? inArray(cards.topic, f.topics) : undefined,
      has(f.levels) ? inArray(cards.level, f.levels) : undefined,
      has(f.types) ? inArray(cards.type, f.types) : undefined,
      f.hasDeepDive === true
        ? isNotNull(cards.deepDive)
        : f.hasDeepDive === false
          ? isNull(cards.deepDive)
          : undefined,
      has(f.tags) ? anyTag(f.tags) : undefined,
      f.difficulty?.min !== undefined ? gte(cards.difficultyScore, f.difficulty.min) : undefined,
      f.difficulty?.max !== undefined ? lte(cards.difficultyScore, f.difficulty.max) : undefined,
      has(f.collectionIds)
        ? sql`exists (select 1 from ${collectionCards} where ${collectionCards.cardId} = ${cards.id} and ${inArray(
            collectionCards.collectionId,
            f.collectionIds,
          )})`
        : undefined,
    ) ??
    // Rows already visible and no filter: still a condition, since the statement writes `where` before it.
    sql`true`
  );
}

/**
 * Relevance: exact phrase in the face (+2, so it always ranks first), then the weighted full-text rank.
 * Fuzzy matching adds faces with a similar word (trigram `%>`), ranked by that word similarity.
 * `from` reads the visible matches (`visibleMatches`, `broad` as there; no course joined); `faceFrom`
 * narrows them to the cards most likely to rank first: every query word (whole) in the face, or, fuzzy, a
 * face with a similar word: the extra candidates of a broad match (see `searchStatement`). Both passes read only visible
 * matches: the fuzzy one through the partial trigram index of migration 0037.
 */
export function textMatch(
  userId: string,
  q: ParsedQuery,
  fuzzy: boolean,
  broad: boolean,
  typoOwnByRow: boolean,
) {
  const tsquery = sql`to_tsquery('simple', ${q.tsquery})`;
  const words = sql`${cards.searchVector} @@ ${tsquery}`;
  const similar = sql`${cards.face} %> ${q.text}`;
  const faceWords = sql`${cards.searchVector} @@ to_tsquery('simple', ${q.faceTsquery})`;
  // The own cards are tested one by one for a broad word (its index bitmap costs more) and, in the typo
  // pass, when they are few for the library (`OWN_SHARE_TESTED_BY_ROW`). A typo's words matched nothing,
  // so that pass is never broad.
  const ownByRow = fuzzy ? typoOwnByRow : broad;
  const visible = (condition: SQL, ownHalfWhen?: SQL) =>
    visibleMatches(userId, condition, ownByRow, ownHalfWhen);
  return {
    from: visible(fuzzy ? sql`(${words} or ${similar})` : words),
    // The own half only while `matched` holds no shared card: the own half is scanned first, so a shared
    // card there means every own match was collected, its face matches included (search-sql.ts).
    faceFrom: visible(
      fuzzy ? similar : faceWords,
      sql`not exists (select from matched where matched.shared)`,
    ),
    inFace: sql`${cards.face} ~* ${q.phrase}`,
    /**
     * The rank of a candidate in `row` (a CTE carrying `in_face`, `vector`, `face`). Beside the +2 of the
     * phrase in the face it stays under 2 (ts_rank_cd normalised by 32 is under 1, word similarity at most
     * 1), so a card with the phrase in its face ranks above every card without it.
     */
    rankOf: (row: string) => {
      const r = sql.identifier(row);
      return sql`((case when ${r}.in_face then 2 else 0 end)
        + ts_rank_cd(${RANK_WEIGHTS}::real[], ${r}.vector, ${tsquery}, 32)
        ${fuzzy ? sql`+ word_similarity(${q.text}, ${r}.face)` : sql``})::real`;
    },
  };
}
