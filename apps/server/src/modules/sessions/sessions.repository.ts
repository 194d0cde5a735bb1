import { and, asc, count, desc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  cardMemory,
  cards,
  courses,
  memoryModels,
  type SessionStatus,
  sessionAnalytics,
  sessionAnswers,
  studySessions,
} from "../../db/schema/index";

export type SessionRow = typeof studySessions.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type MemoryRow = typeof cardMemory.$inferSelect;

/** What one answer writes: the card's memory, the session's counters, the answer. */
export type AnswerWrites = {
  memory: typeof cardMemory.$inferInsert;
  sessionId: string;
  session: Partial<typeof studySessions.$inferInsert>;
  answer: typeof sessionAnswers.$inferInsert;
};

export const LOCK_FOR_ANSWER_NAME = "answer_lock";

/** The answer's read as a statement (see `lockForAnswer`); bench/answer-load.ts replays its SQL. */
export function lockForAnswerQuery(
  db: Database,
  userId: string,
  sessionId: string,
  cardId: string,
  clientAnswerId: string,
) {
  const prior = db
    .select({ correct: sessionAnswers.correct, engineResponse: sessionAnswers.engineResponse })
    .from(sessionAnswers)
    .where(
      and(
        eq(sessionAnswers.sessionId, sessionId),
        sql`(${sessionAnswers.cardId} = ${cardId} or ${sessionAnswers.clientAnswerId} = ${clientAnswerId})`,
      ),
    )
    .limit(1)
    .as("prior");
  return db
    .select({
      session: studySessions,
      card: cards,
      memory: cardMemory,
      // The learner's memory model (issue 15), in the same read. Top-level fields: Drizzle would turn a
      // nested object from a left join into null when its first field (no fitted weights) is null.
      modelWeights: memoryModels.weights,
      modelRetention: memoryModels.desiredRetention,
      prior: { correct: prior.correct, engineResponse: prior.engineResponse },
    })
    .from(studySessions)
    .leftJoin(cards, eq(cards.id, cardId))
    .leftJoin(cardMemory, and(eq(cardMemory.userId, userId), eq(cardMemory.cardId, cardId)))
    .leftJoin(memoryModels, eq(memoryModels.userId, userId))
    .leftJoinLateral(prior, sql`true`)
    .where(and(eq(studySessions.id, sessionId), eq(studySessions.userId, userId)))
    .for("update", { of: studySessions })
    .limit(1);
}

/** The answer's write as one statement (see `recordAnswer`); bench/answer-load.ts replays its SQL. */
export function recordAnswerStatement(db: Database, writes: AnswerWrites): SQL {
  const { userId: _u, cardId: _c, ...memory } = writes.memory;
  const memoryUpsert = db
    .insert(cardMemory)
    .values(writes.memory)
    .onConflictDoUpdate({
      target: [cardMemory.userId, cardMemory.cardId],
      set: { ...memory, updatedAt: new Date() },
    });
  const sessionUpdate = db
    .update(studySessions)
    .set(writes.session)
    .where(eq(studySessions.id, writes.sessionId));
  const answerInsert = db.insert(sessionAnswers).values(writes.answer).onConflictDoNothing();
  // getSQL(): embedded as builders they would be wrapped in parentheses, which a data-modifying CTE refuses.
  return sql`with memory_upsert as (${memoryUpsert.getSQL()}), session_update as (${sessionUpdate.getSQL()}) ${answerInsert.getSQL()}`;
}

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

  /**
   * Everything an answer reads, in one round trip: the session (locked for the rest of the transaction so
   * concurrent answers apply one at a time), the card, this user's memory of it, and an earlier answer for
   * the same card or with the same client id (a resubmission). Under the session lock that check is exact.
   * Prepared by name: PostgreSQL parses and plans it once per connection (planning alone took ~1 ms, as
   * long as running it). Built per call all the same: a Drizzle prepared statement is bound to the pool,
   * and this one must run on the transaction's connection.
   */
  lockForAnswer: async (...args: Parameters<typeof lockForAnswerQuery>) =>
    (
      await lockForAnswerQuery(...args)
        .prepare(LOCK_FOR_ANSWER_NAME)
        .execute()
    )[0] ?? null,

  /**
   * Everything an answer writes, in one round trip: the card's memory, the session's counters and the
   * answer itself. The insert does nothing on a client-id conflict, a last guard behind the locked read.
   */
  recordAnswer: (db: Database, writes: AnswerWrites) => db.execute(recordAnswerStatement(db, writes)),

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
