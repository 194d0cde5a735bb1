import { SEARCH_LIMITS, type SearchAggregations, type ValueCount } from "@recall/shared";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cards, collections, courses } from "../../db/schema/index";
import { courseVisibleTo } from "../courses/index";
import { cardColumns } from "./card-columns";
import { type Filters, filterWhere, textMatch } from "./search-conditions";
import {
  isBroad,
  libraryAllowsOwnCardsByRow,
  ownCardCount,
  setSearchSettings,
  typoTestsOwnCardsByRow,
  wordStatistics,
} from "./search-settings";
import { rowsOf, withCourse } from "./search-sql";
import type { ParsedQuery } from "./search-text";

const LEVEL_ORDER = sql`array['Beginner','Intermediate','Advanced']::text[]`;

/**
 * How many extra candidates a broad text match (more than the cap) ranks besides the cap + 1 matches it
 * counted, at least (skip + limit when larger): matches holding every query word in the face, the first
 * ones the scan meets, i.e. enough face matches to fill the page (docs/decisions/search.md "Broad
 * matches"). Not more: a face condition is rechecked on each row (the GIN index has no weights), so for a
 * word seldom in faces 1,000 face matches cost thousands of row reads past the cap (1M bench with
 * the cap at 1,000: p95 56.4 ms with 1,000 of them, 41.5 with 50; docs/decisions/search-totals.md).
 */
export const BROAD_FACE_CANDIDATES = 50;

/**
 * The visible courses in page order (name, id), under the name `courses` so every condition on it still
 * applies. Without text the page is the first cards by course name and position: joined to this ordered
 * list and `cards_course_position_idx`, PostgreSQL sorts only within one course name at a time
 * (Incremental Sort) and stops at the page, instead of sorting every visible card (~46,800).
 * `offset 0` keeps the subquery, and its order, from being flattened into the join.
 */
const coursesByName = (userId: string) =>
  sql`(select * from ${courses} where ${courseVisibleTo(userId)} order by ${courses.name}, ${courses.id} offset 0) as ${courses}`;

const buckets = (from: SQL, order: SQL) =>
  sql`(select coalesce(json_agg(json_build_object('value', b.value, 'count', b.n) order by ${order}), '[]'::json) from (${from}) b)`;

/** What `searchStatement`'s plan follows; never which cards match. */
export interface StatementPlan {
  /** For a broad word, the ids of the visible courses (`setSearchSettings`); else null. */
  visibleCourseIds: string[] | null;
  /** Whether the typo pass tests the learner's own cards one by one (`typoTestsOwnCardsByRow`). */
  typoOwnCardsByRow: boolean;
}

export interface SearchPage {
  ids: string[];
  /** Exact up to `cap`; `cap` when more cards match (then `totalIsApproximate`). */
  total: number;
  totalIsApproximate: boolean;
  aggregations: SearchAggregations;
}

/**
 * The search as one statement. Totals and facets come from at most `cap + 1` matching cards (collected
 * once, unordered, so a broad match stops early); more than `cap` makes them approximate
 * (docs/decisions/search-totals.md). With text, those cards carry their rank and the page is taken from
 * them: the whole match when it is at most `cap` cards (one scan, exact ranking); past the cap, from them
 * plus up to `BROAD_FACE_CANDIDATES` matches with every word in the face (docs/decisions/search.md
 * "Broad matches"). Without text the page is ordered over the whole match (index-only, no rank).
 * Exported for the benchmark's EXPLAIN.
 */
export function searchStatement(
  userId: string,
  filters: Filters,
  q: ParsedQuery | null,
  page: { limit: number; skip: number },
  fuzzy = false,
  cap: number = SEARCH_LIMITS.totalCap,
  plan: StatementPlan = { visibleCourseIds: null, typoOwnCardsByRow: false },
  faceCandidates: number = BROAD_FACE_CANDIDATES,
): SQL {
  const { visibleCourseIds } = plan;
  const text = q ? textMatch(userId, q, fuzzy, Boolean(visibleCourseIds), plan.typoOwnCardsByRow) : null;
  // The course list helps only where no visible word match narrows the rows (`visibleMatches`): a fuzzy
  // pass after a broad exact one that found nothing visible.
  const where = filterWhere(userId, filters, text && !fuzzy ? null : visibleCourseIds, Boolean(text));
  const max = SEARCH_LIMITS.aggregationBuckets;
  const from = text ? text.from : withCourse(sql`${cards}`);
  // With text, a candidate carries what its rank needs (`ranked` ranks it only where the page may need it),
  // and its course's name is read only for the cards that may make the page: hashing every visible course
  // for ~1,000 counted matches cost 1.4 ms at 1,000,000 cards (docs/decisions/search.md "Shared library").
  // One look-up per such card (a scalar subquery): as a join, at 200k the planner hashed all 2,000 courses
  // for 50 cards (0.5-0.9 ms).
  const candidateColumns = text
    ? sql`${cards.id} as id, ${text.inFace} as in_face, ${cards.searchVector} as vector, ${cards.face} as face, ${cards.courseId} as course_id, ${cards.position} as position`
    : sql`${cards.id} as id, 0::real as rank, ${courses.name} as course_name, ${cards.position} as position`;
  const pageEnd = page.skip + page.limit;
  const faceLimit = Math.max(faceCandidates, pageEnd);
  // Past the cap, the first face matches are candidates too (`extra`, ranked in full; a counted card is
  // kept once). They are looked for only while the counted shared matches hold fewer face matches than
  // that: both read the shared library in the same order, so the first `faceLimit` would be counted cards
  // already, and at 1,000,000 cards their scan re-read ~500 of the counted rows' pages for nothing
  // (docs/decisions/search.md "Face candidates only when the sample lacks them").
  // A card with the phrase in its face outranks every other, so while those fill the page up to its end
  // only theirs among the counted matches are ranked: the full rank costs ~2 µs a card
  // (docs/decisions/search.md "Rank where the page needs it").
  const ranked = text
    ? sql`, extra as materialized (
        select * from (select ${candidateColumns} from ${text.faceFrom}
          where ${where} and (select count(*) > ${cap} from matched)
            and (select count(*) from matched where shared and in_face) < ${faceLimit}
          limit ${faceLimit}) f
        where f.id not in (select id from matched)
      ), ranked as (
        select id, ${text.rankOf("extra")} as rank, course_id, position from extra
        union all
        select id, ${text.rankOf("matched")} as rank, course_id, position from matched
        where in_face or (select count(*) from matched where in_face)
          + (select count(*) from extra where in_face) < ${pageEnd}
      ), top as (
        select * from ranked order by rank desc fetch first ${pageEnd} rows with ties
      ), named as (
        select top.id, top.rank, (select ${courses.name} from ${courses} where ${courses.id} = top.course_id) as course_name,
          top.position
        from top
      )`
    : sql`, named as (select ${candidateColumns} from ${coursesByName(userId)} inner join ${cards} on ${cards.courseId} = ${courses.id}
        where ${where})`;
  // grouping(topic, level): 1 = a topic row, 2 = a level row, 3 = the grand total (one pass for all three).
  return sql`with matched as materialized (
      select ${cards.topic} as topic, ${cards.level} as level, ${cards.conceptTags} as tags
        ${text ? sql`, ${candidateColumns}, ${cards}.in_shared_library as shared` : sql``}
      from ${from}
      where ${where}
      limit ${cap + 1}
    ), grouped as (
      select topic, level, grouping(topic, level) as g, count(*)::int as n
      from matched group by grouping sets ((topic), (level), ())
    )${ranked}
    select
      (select coalesce(sum(n), 0)::int from grouped where g = 3) as total,
      ${buckets(sql`select topic as value, n from grouped where g = 1 order by n desc, topic limit ${max}`, sql`b.n desc, b.value`)} as topics,
      ${buckets(sql`select level as value, n from grouped where g = 2`, sql`array_position(${LEVEL_ORDER}, b.value), b.value`)} as levels,
      ${buckets(sql`select t.tag as value, count(*)::int as n from matched, jsonb_array_elements_text(matched.tags) as t(tag) where matched.tags <> '[]'::jsonb group by t.tag order by n desc, t.tag limit ${max}`, sql`b.n desc, b.value`)} as tags,
      (select coalesce(json_agg(p.id order by p.rank desc, p.course_name, p.position, p.id), '[]'::json)
        from (select id, rank, course_name, position from named
              order by rank desc, course_name, position, id limit ${page.limit} offset ${page.skip}) p) as ids`;
}

export const searchRepository = {
  /** The user's own collections among `ids`. */
  ownCollectionIds: async (db: Database, userId: string, ids: string[]) =>
    (
      await db
        .select({ id: collections.id })
        .from(collections)
        .where(and(eq(collections.userId, userId), inArray(collections.id, ids)))
    ).map((r) => r.id),

  /**
   * Runs `searchStatement` in a transaction with `setSearchSettings`. Typo tolerance: when the words of
   * `q` match no card, the fuzzy statement runs in the same transaction (no further round trips).
   */
  searchPage: async (
    db: Database,
    userId: string,
    filters: Filters,
    q: ParsedQuery | null,
    page: { limit: number; skip: number },
    cap: number = SEARCH_LIMITS.totalCap,
    faceCandidates: number = BROAD_FACE_CANDIDATES,
  ): Promise<SearchPage> => {
    type Row = {
      total: number;
      topics: ValueCount[];
      levels: ValueCount[];
      tags: ValueCount[];
      ids: string[];
    };
    const stats = await wordStatistics(db);
    const broad = isBroad(stats, q);
    const run = async (tx: Database) => {
      const visibleCourseIds = await setSearchSettings(tx, userId, broad);
      const statement = (fuzzy: boolean, typoOwnCardsByRow = false) =>
        searchStatement(
          userId,
          filters,
          q,
          page,
          fuzzy,
          cap,
          { visibleCourseIds, typoOwnCardsByRow },
          faceCandidates,
        );
      const exact = rowsOf<Row>(await tx.execute(statement(false)))[0]!;
      if (!q || exact.total > 0) return exact;
      const ownByRow =
        libraryAllowsOwnCardsByRow(stats) && typoTestsOwnCardsByRow(stats, await ownCardCount(tx, userId));
      return rowsOf<Row>(await tx.execute(statement(true, ownByRow)))[0]!;
    };
    const row = await db.transaction((tx) => run(tx as unknown as Database));
    return {
      ids: row.ids,
      total: Math.min(row.total, cap),
      totalIsApproximate: row.total > cap,
      aggregations: { topics: row.topics, levels: row.levels, tags: row.tags },
    };
  },

  /** Full rows of the given cards with their course names, in the order of `ids`. */
  cardsWithCourse: async (db: Database, ids: string[]) => {
    if (ids.length === 0) return [];
    const rows = await db
      .select({ card: cardColumns, courseName: courses.name })
      .from(cards)
      .innerJoin(courses, eq(courses.id, cards.courseId))
      .where(inArray(cards.id, ids));
    const byId = new Map(rows.map((r) => [r.card.id, r]));
    return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
  },

  /** Counts per value of one column over every card the user can see. */
  countVisibleBy: async (db: Database, userId: string, column: "topic" | "level"): Promise<ValueCount[]> => {
    const col = cards[column];
    const order =
      column === "level" ? sql`array_position(${LEVEL_ORDER}, ${col}), ${col}` : sql`count(*) desc, ${col}`;
    return db
      .select({ value: col, count: sql<number>`count(*)::int` })
      .from(cards)
      .innerJoin(courses, eq(courses.id, cards.courseId))
      .where(courseVisibleTo(userId))
      .groupBy(col)
      .orderBy(order);
  },
};
