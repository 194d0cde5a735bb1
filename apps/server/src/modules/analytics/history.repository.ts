import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The start of local day `day` (YYYY-MM-DD) plus `offset` days in `timeZone`, as a timestamptz. */
const dayStart = (day: string, timeZone: string, offset = 0): SQL =>
  sql`((${day}::date + ${offset}::int)::timestamp at time zone ${timeZone})`;

/** A quarter hour's local calendar day in `timeZone`, as YYYY-MM-DD. */
const localDate = (timeZone: string): SQL => sql`to_char(starts_at at time zone ${timeZone}, 'YYYY-MM-DD')`;

export interface DayCount {
  day: string;
  answers: number;
  correct: number;
}

/**
 * Figures of a learner's answer history. They read the running totals that triggers keep beside
 * session_answers and imported_reviews (db/schema/analytics.ts): answers per quarter hour, summed by local day in the user's
 * time zone (every zone's offset is whole quarter hours), and answers per course and level.
 */
export const historyRepository = {
  /** Answers, right answers and answer time of all time. */
  totals: async (db: Database, userId: string) =>
    rowsOf<{ answers: number; correct: number; timeMs: number }>(
      await db.execute(sql`
        select coalesce(sum(answers), 0)::int as answers, coalesce(sum(correct), 0)::int as correct,
          coalesce(sum(time_ms), 0)::float8 as "timeMs"
        from answer_course_levels where user_id = ${userId}`),
    )[0]!,

  /**
   * Sessions with at least one answer, and their answers: `completed_cards` counts a session's answers,
   * in the same transaction as each answer row. Imported reviews belong to no session.
   */
  sessionsWithAnswers: async (db: Database, userId: string) =>
    rowsOf<{ sessions: number; answers: number }>(
      await db.execute(sql`
        select count(*)::int as sessions, coalesce(sum(completed_cards), 0)::int as answers
        from study_sessions
        where user_id = ${userId} and completed_cards > 0`),
    )[0]!,

  /** Answers and right answers per local day, from local day `from` through `to` (inclusive). */
  perDay: async (db: Database, userId: string, timeZone: string, from: string, to: string) =>
    rowsOf<DayCount>(
      await db.execute(sql`
        select ${localDate(timeZone)} as day, sum(answers)::int as answers, sum(correct)::int as correct
        from answer_quarter_hours
        where user_id = ${userId}
          and starts_at >= ${dayStart(from, timeZone)} and starts_at < ${dayStart(to, timeZone, 1)}
        group by 1 order by 1`),
    ),

  /** Every local day with at least one answer, oldest first. */
  studyDays: async (db: Database, userId: string, timeZone: string) =>
    rowsOf<{ day: string }>(
      await db.execute(sql`
        select distinct ${localDate(timeZone)} as day from answer_quarter_hours
        where user_id = ${userId} and answers > 0 order by 1`),
    ).map((r) => r.day),

  /**
   * Answers to cards the learner had answered before, and the right ones, per local week (Monday
   * first) from the week starting `from` through local day `to`.
   */
  retentionPerWeek: async (db: Database, userId: string, timeZone: string, from: string, to: string) =>
    rowsOf<{ week: string; reviews: number; correct: number }>(
      await db.execute(sql`
        select to_char(date_trunc('week', starts_at at time zone ${timeZone}), 'YYYY-MM-DD') as week,
          sum(reviews)::int as reviews, sum(reviews_correct)::int as correct
        from answer_quarter_hours
        where user_id = ${userId} and reviews > 0
          and starts_at >= ${dayStart(from, timeZone)} and starts_at < ${dayStart(to, timeZone, 1)}
        group by 1`),
    ),

  /** Answers and right answers per level or per course, as recorded when each answer was given. */
  accuracyBy: async (db: Database, userId: string, by: "level" | "course") =>
    rowsOf<{ key: string; answers: number; correct: number }>(
      await db.execute(sql`
        select ${by === "level" ? sql`level` : sql`course_id::text`} as key, sum(answers)::int as answers,
          sum(correct)::int as correct
        from answer_course_levels where user_id = ${userId}
        group by 1`),
    ),

  /** Sessions with at least one answer per local weekday of their start (0 Sunday .. 6 Saturday). */
  sessionsPerWeekday: async (db: Database, userId: string, timeZone: string) =>
    rowsOf<{ weekday: number; sessions: number }>(
      await db.execute(sql`
        select extract(dow from s.started_at at time zone ${timeZone})::int as weekday,
          count(*)::int as sessions
        from study_sessions s
        where s.user_id = ${userId} and s.completed_cards > 0
        group by 1`),
    ),
};
