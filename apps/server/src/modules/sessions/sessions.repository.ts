import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  cardMemory,
  cards,
  courses,
  type SessionStatus,
  sessionAnalytics,
  sessionAnswers,
  studySessions,
} from "../../db/schema/index";

export type SessionRow = typeof studySessions.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type MemoryRow = typeof cardMemory.$inferSelect;

export const sessionsRepository = {
  /** The courses among `ids` with what decides whether this user may study them. */
  coursesByIds: (db: Database, ids: string[]) =>
    db
      .select({
        id: courses.id,
        ownerId: courses.ownerId,
        isActive: courses.isActive,
        isPublic: courses.isPublic,
        isPending: courses.isPending,
      })
      .from(courses)
      .where(inArray(courses.id, ids)),

  /**
   * The first `limit` cards of the courses in session priority (orderSessionCards in @recall/shared, whose
   * groups and keys this ORDER BY spells out), each with this user's memory: due reviews by due time, then
   * new cards by position, then the rest least recently reviewed first; ties drawn at random as the
   * selection draws them. Sorting in PostgreSQL returns `limit` whole cards instead of every card of the
   * courses. Times are cut to milliseconds, the precision the selection compares in JavaScript.
   */
  rankedCandidates: (db: Database, userId: string, courseIds: string[], limit: number, now: Date) => {
    const due = sql`date_trunc('milliseconds', ${cardMemory.due})`;
    const lastReview = sql`date_trunc('milliseconds', ${cardMemory.lastReview})`;
    const group = sql`(case when ${cardMemory.cardId} is null or ${cardMemory.state} = 0 then 1 when ${due} <= ${now} then 0 else 2 end)`;
    return db
      .select({
        card: cards,
        due: cardMemory.due,
        lastReview: cardMemory.lastReview,
        state: cardMemory.state,
      })
      .from(cards)
      .leftJoin(cardMemory, and(eq(cardMemory.cardId, cards.id), eq(cardMemory.userId, userId)))
      .where(inArray(cards.courseId, courseIds))
      .orderBy(
        group,
        sql`case when ${group} = 0 then ${due} end`,
        sql`case when ${group} = 2 then ${lastReview} end asc nulls first`,
        sql`case when ${group} = 2 then ${due} end`,
        cards.position,
        sql`random()`,
      )
      .limit(limit);
  },

  cardsByIds: (db: Database, ids: string[]) =>
    ids.length ? db.select().from(cards).where(inArray(cards.id, ids)) : Promise.resolve([] as CardRow[]),

  insertSession: async (db: Database, row: typeof studySessions.$inferInsert) =>
    (await db.insert(studySessions).values(row).returning())[0]!,

  findSession: async (db: Database, userId: string, id: string) =>
    (
      await db
        .select()
        .from(studySessions)
        .where(and(eq(studySessions.id, id), eq(studySessions.userId, userId)))
        .limit(1)
    )[0] ?? null,

  updateSession: async (db: Database, id: string, patch: Partial<typeof studySessions.$inferInsert>) =>
    (await db.update(studySessions).set(patch).where(eq(studySessions.id, id)).returning())[0]!,

  listSessions: (db: Database, userId: string, limit: number, status?: SessionStatus) => {
    const filters: SQL[] = [eq(studySessions.userId, userId)];
    if (status) filters.push(eq(studySessions.status, status));
    return db
      .select()
      .from(studySessions)
      .where(and(...filters))
      .orderBy(desc(studySessions.startedAt))
      .limit(limit);
  },

  /**
   * Closes this user's active sessions whose last activity is before `cutoff` as "expired": they end
   * `idleHours` after their last activity and last from their start to that activity.
   */
  expireIdleSessions: (db: Database, userId: string, cutoff: Date, idleHours: number) =>
    db
      .update(studySessions)
      .set({
        status: "expired",
        endedAt: sql`${studySessions.lastActivityAt} + (${idleHours}::int * interval '1 hour')`,
        durationSec: sql`greatest(0, round(extract(epoch from (${studySessions.lastActivityAt} - ${studySessions.startedAt}))))::int`,
      })
      .where(
        and(
          eq(studySessions.userId, userId),
          eq(studySessions.status, "active"),
          lt(studySessions.lastActivityAt, cutoff),
        ),
      ),

  /** A session's answers in the order they were given. */
  answersOf: (db: Database, sessionId: string) =>
    db
      .select({
        cardId: sessionAnswers.cardId,
        correct: sessionAnswers.correct,
        retryAttempts: sessionAnswers.retryAttempts,
        retrySuccessful: sessionAnswers.retrySuccessful,
        mode: sessionAnswers.mode,
        timeTakenMs: sessionAnswers.timeTakenMs,
        createdAt: sessionAnswers.createdAt,
      })
      .from(sessionAnswers)
      .where(eq(sessionAnswers.sessionId, sessionId))
      .orderBy(asc(sessionAnswers.createdAt), asc(sessionAnswers.id)),

  /** Totals for the user stats: answers, correct answers, sessions with at least one answer. */
  answerTotals: async (db: Database, userId: string) =>
    (
      await db
        .select({
          answers: count(),
          correct: sql<number>`coalesce(sum(case when ${sessionAnswers.correct} then 1 else 0 end), 0)::int`,
          sessions: sql<number>`count(distinct ${sessionAnswers.sessionId})::int`,
          lastAt: sql<Date | null>`max(${sessionAnswers.createdAt})`,
        })
        .from(sessionAnswers)
        .where(eq(sessionAnswers.userId, userId))
    )[0]!,

  /** The distinct local calendar days (YYYY-MM-DD in `timeZone`) on which the user answered a card. */
  studyDays: async (db: Database, userId: string, timeZone: string) =>
    (
      await db
        .selectDistinct({
          day: sql<string>`to_char(${sessionAnswers.createdAt} at time zone ${timeZone}, 'YYYY-MM-DD')`,
        })
        .from(sessionAnswers)
        .where(eq(sessionAnswers.userId, userId))
    ).map((r) => r.day),

  upsertAnalytics: (db: Database, row: typeof sessionAnalytics.$inferInsert) =>
    db
      .insert(sessionAnalytics)
      .values(row)
      .onConflictDoUpdate({
        target: sessionAnalytics.sessionId,
        set: { payload: row.payload, updatedAt: new Date() },
      }),
};
