import { FORGETTING_CURVE, MASTERY_STABILITY_BOUNDS } from "@recall/shared";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { learnerCourses } from "./learner-courses";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Cards of the learner's courses counted per group key and per FSRS memory group (see mastery-groups.ts). */
export interface MemoryGroupRow {
  key: string | null;
  /** ts-fsrs state, null when the learner has no memory of the card. */
  state: number | null;
  reviewed: boolean;
  band: number;
  cards: number;
}

/** What a mastery figure is grouped by: nothing (the whole distribution), or a card field as it is now. */
export type MasteryDimension = "all" | "course" | "topic" | "level";

const KEY: Record<MasteryDimension, SQL> = {
  all: sql`null::text`,
  course: sql`k.course_id::text`,
  topic: sql`k.topic`,
  level: sql`k.level`,
};

const bounds = sql.raw(`array[${MASTERY_STABILITY_BOUNDS.join(",")}]::float8[]`);

/** The statement behind `masteryGroups` (exported for the bench's EXPLAIN). */
export function masteryGroupsStatement(userId: string, by: MasteryDimension): SQL {
  return sql`
    with ${learnerCourses(userId)}
    select ${KEY[by]} as key, m.state, coalesce(m.reps, 0) > 0 as reviewed,
      width_bucket(coalesce(nullif(m.stability::float8, 'NaN'), 0), ${bounds}) as band,
      count(*)::int as cards
    from cards k
    join learner_courses lc on lc.id = k.course_id
    left join card_memory m on m.user_id = ${userId} and m.card_id = k.id
    group by 1, 2, 3, 4`;
}

/** The statement behind `retrievability` (exported for the bench's EXPLAIN). */
export function retrievabilityStatement(userId: string, now: Date): SQL {
  return sql`
    with ${learnerCourses(userId)}
    select avg(power(
        1 + ${FORGETTING_CURVE.factor}::float8
          * greatest(floor(date_part('epoch', ${now.toISOString()}::timestamptz - m.last_review) / 86400), 0)
          / m.stability,
        ${FORGETTING_CURVE.decay}::float8))::float8 as mean,
      count(*)::int as cards
    from card_memory m
    join cards k on k.id = m.card_id
    join learner_courses lc on lc.id = k.course_id
    where m.user_id = ${userId} and m.reps > 0 and m.state <> 0
      and m.last_review is not null and m.stability > 0`;
}

export const memoryRepository = {
  /**
   * Counts the cards of the learner's courses per (key, state, reviewed, stability band): a few dozen
   * rows however many cards. The band is `width_bucket` over the mastery stability bounds, so the
   * mastery-bucket rule can name each group's bucket without reading each card.
   */
  masteryGroups: async (db: Database, userId: string, by: MasteryDimension): Promise<MemoryGroupRow[]> =>
    rowsOf<MemoryGroupRow>(await db.execute(masteryGroupsStatement(userId, by))),

  /** The learner's courses, id and name. */
  courses: async (db: Database, userId: string) =>
    rowsOf<{ id: string; name: string }>(
      await db.execute(sql`with ${learnerCourses(userId)} select id::text, name from learner_courses`),
    ),

  /**
   * Studied cards of the learner's courses per local due day from `today` for `days` days, and those
   * due before today began (key null).
   */
  dueByDay: async (db: Database, userId: string, timeZone: string, today: string, days: number) =>
    rowsOf<{ day: string | null; cards: number }>(
      await db.execute(sql`
        with ${learnerCourses(userId)}
        select case when m.due < (${today}::date)::timestamp at time zone ${timeZone} then null
            else to_char(m.due at time zone ${timeZone}, 'YYYY-MM-DD') end as day,
          count(*)::int as cards
        from card_memory m
        join cards k on k.id = m.card_id
        join learner_courses lc on lc.id = k.course_id
        where m.user_id = ${userId} and m.reps > 0
          and m.due < (${today}::date + ${days}::int)::timestamp at time zone ${timeZone}
        group by 1`),
    ),

  /**
   * The mean FSRS retrievability at `now` of the studied cards of the learner's courses, by the
   * forgetting curve of the scheduling parameters (retrievability.ts is the reference): whole days since
   * the last review, as ts-fsrs counts them.
   */
  retrievability: async (db: Database, userId: string, now: Date) =>
    rowsOf<{ mean: number | null; cards: number }>(
      await db.execute(retrievabilityStatement(userId, now)),
    )[0]!,
};
