/** SQL pieces shared by the search statement and the similar-cards queries. */
import { type SQL, sql } from "drizzle-orm";
import { cards, cardTagList, courses } from "../../db/schema/index";
import { cardInSharedLibrary, ownCourseIdsOf } from "../courses/index";

/** ts_rank_cd weights for D, C, B, A: a word in the face counts ten times a word in the explanations. */
export const RANK_WEIGHTS = "{0.1,0.2,0.4,1.0}";

export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * The cards `userId` may see that satisfy `condition` (a word match), as a table under the name `cards`:
 * the access rule for cards in its two halves (`ownCourseIdsOf`, `cardInSharedLibrary`, courses module),
 * each read so the indexes answer it. The shared library's matches come from the partial word index
 * (`cards.in_shared_library`, migration 0036), the matches in the user's own courses from the course index.
 * Every row is visible by construction, so a search needs no join on the courses to apply the rule
 * (docs/decisions/search.md "Shared library"). Two scans of one UNION ALL, not one OR: under an OR the
 * planner fetched every card of the own courses to test the word (400 rows at either bench size, most of a
 * typo's exact pass); alone, the own half intersects the course index with the word index (`BitmapAnd`).
 * With `ownByRow` the condition is tested on the own cards' rows instead (`coalesce` keeps it out of the
 * index): for a broad word, whose bitmap costs more than the own cards (330 ms for a word in 12% of
 * 1,000,000 cards), and for a typo when the own cards are few for the library (`OWN_SHARE_TESTED_BY_ROW`).
 * The own half comes first: past the cap, where the scan stops, a learner's own matches are not left out,
 * and a shared card among the matches collected means the own half was read to its end. `ownHalfWhen`, a
 * condition of no card (evaluated once), skips the own half when false.
 */
export const visibleMatches = (userId: string, condition: SQL, ownByRow: boolean, ownHalfWhen?: SQL) =>
  sql`(select * from ${cards}
      where ${ownHalfWhen ? sql`${ownHalfWhen} and ` : sql``}${cards.courseId} = any(${ownCourseIdsOf(userId)})
        and not ${cardInSharedLibrary} and ${ownByRow ? sql`coalesce(${condition}, false)` : condition}
    union all
    select * from ${cards} where ${cardInSharedLibrary} and ${condition}) as ${cards}`;

export const withCourse = (table: SQL) =>
  sql`${table} inner join ${courses} on ${courses.id} = ${cards.courseId}`;

/**
 * Cards holding any of `tags` (whole, case-sensitive), over the GIN index on the tag list with its per-tag
 * statistics (migration 0039), so the planner intersects a common tag with the word index.
 */
export const anyTag = (tags: string[]) =>
  sql`${cardTagList(cards.conceptTags)} && array[${sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;
