import {
  type AnswerBody,
  type CardMemory,
  gradeAnswer,
  initialNeuroState,
  localDay,
  orderSessionCards,
  parseNeuroState,
  runEngine,
  type SessionAnalyticsBody,
  type SessionCandidate,
  type StartSessionBody,
  scheduleReview,
  studyStreaks,
  timeAllowanceSec,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { badRequest, conflict, notFound } from "../../lib/errors";
import { type CardRow, sessionsRepository as repo, type SessionRow } from "./sessions.repository";

type Out<T extends z.ZodType> = z.output<T>;

/** Chooses the cards and opens a session; shared by course and collection starts. */
export async function openSession(
  db: Database,
  userId: string,
  candidates: SessionCandidate[],
  opts: { planned: number; courseIds: string[]; collectionId?: string | null; now?: Date },
): Promise<{ session: SessionRow; cards: CardRow[] }> {
  const now = opts.now ?? new Date();
  const chosen = orderSessionCards(candidates, { planned: opts.planned, now, random: Math.random });
  if (chosen.length === 0) throw badRequest("There are no cards to study in the selected courses yet.");
  const ids = chosen.map((c) => c.id);
  const session = await repo.insertSession(db, {
    userId,
    courseIds: opts.courseIds,
    collectionId: opts.collectionId ?? null,
    plannedCards: opts.planned,
    cardIds: ids,
    neuroState: initialNeuroState(now) as unknown as Record<string, unknown>,
    startedAt: now,
  });
  const byId = new Map((await repo.cardsByIds(db, ids)).map((c) => [c.id, c]));
  return { session, cards: ids.map((id) => byId.get(id)!).filter(Boolean) };
}

/** Candidates of the given cards with this user's memory, in the shape selection needs. */
export function toCandidates(rows: Awaited<ReturnType<typeof repo.candidates>>): SessionCandidate[] {
  return rows.map((r) => ({
    id: r.id,
    topic: r.topic,
    position: r.position,
    memory: r.due ? { due: r.due, lastReview: r.lastReview, state: r.state ?? 0 } : null,
  }));
}

/**
 * Starts a session over courses the user picked: their own active courses and public active courses.
 * A course that does not exist or is another user's private course is "Course not found" (404).
 */
export async function startSession(db: Database, user: AuthUser, body: Out<typeof StartSessionBody>) {
  const courseIds = [...new Set(body.courseIds)];
  const found = await repo.coursesByIds(db, courseIds);
  const visible = found.filter((c) => c.ownerId === user.id || c.isPublic);
  if (visible.length !== courseIds.length) throw notFound("Course");
  const inactive = visible.filter((c) => !c.isActive);
  if (inactive.length) throw badRequest("An inactive course cannot be studied. Activate it first.");
  const candidates = toCandidates(await repo.candidates(db, user.id, courseIds));
  return openSession(db, user.id, candidates, { planned: body.plannedCards, courseIds });
}

async function loadOwnSession(db: Database, userId: string, id: string): Promise<SessionRow> {
  const session = await repo.findSession(db, userId, id);
  if (!session) throw notFound("Session");
  return session;
}

/**
 * Records one answer: updates the card's FSRS memory, the session counters and the session engine.
 * A resubmission (same client answer id, or the same card again) returns the first result unchanged.
 */
export async function answerCard(
  db: Database,
  user: AuthUser,
  body: Out<typeof AnswerBody>,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const session = await repo.lockSession(tx, user.id, body.sessionId);
    if (!session) throw notFound("Session");
    if (!session.cardIds.includes(body.cardId)) throw badRequest("This card is not part of the session.");
    const clientAnswerId = body.clientAnswerId ?? `card:${body.cardId}`;
    const prior = await repo.findPriorAnswer(tx, session.id, body.cardId, clientAnswerId);
    if (prior)
      return {
        ...(prior.engineResponse as AnswerResult),
        data: { ...(prior.engineResponse as AnswerResult).data, duplicate: true },
      };
    if (session.status === "completed") throw conflict("This session is already completed.");

    const [card] = await repo.cardsByIds(tx, [body.cardId]);
    if (!card) throw notFound("Card");
    const allowanceSec = timeAllowanceSec(card);
    const grade = gradeAnswer({ ...body, allowanceSec });
    const memoryRow = await repo.findMemory(tx, user.id, card.id);
    const next: CardMemory = scheduleReview(memoryRow ? toMemory(memoryRow) : null, grade, now);
    await repo.upsertMemory(tx, {
      userId: user.id,
      cardId: card.id,
      ...next,
      timesCorrect: (memoryRow?.timesCorrect ?? 0) + (body.correct ? 1 : 0),
      timesIncorrect: (memoryRow?.timesIncorrect ?? 0) + (body.correct ? 0 : 1),
    });

    const streak = body.correct ? session.streak + 1 : 0;
    const engine = runEngine(
      parseNeuroState(session.neuroState, now),
      {
        correct: body.correct,
        timeTakenMs: body.timeTakenMs,
        topic: card.topic,
        allowanceSec,
        signals: { ...body.signals, streak_len: streak },
      },
      now,
    );
    const updated = await repo.updateSession(tx, session.id, {
      completedCards: session.completedCards + 1,
      correct: session.correct + (body.correct ? 1 : 0),
      incorrect: session.incorrect + (body.correct ? 0 : 1),
      streak,
      streakMax: Math.max(session.streakMax, streak),
      neuroState: engine.state as unknown as Record<string, unknown>,
    });
    const result: AnswerResult = {
      engine: engine.response,
      data: {
        duplicate: false,
        grade,
        progress: {
          completedCards: updated.completedCards,
          totalCards: updated.cardIds.length,
          correct: updated.correct,
          incorrect: updated.incorrect,
          streak: updated.streak,
          streakMax: updated.streakMax,
        },
        nextReviewAt: next.due.toISOString(),
      },
    };
    await repo.insertAnswer(tx, {
      sessionId: session.id,
      userId: user.id,
      cardId: card.id,
      clientAnswerId,
      correct: body.correct,
      timeTakenMs: body.timeTakenMs,
      retryAttempts: body.retryAttempts,
      retrySuccessful: body.retrySuccessful,
      grade,
      mode: body.mode ?? null,
      signals: body.signals as Record<string, unknown>,
      engineResponse: result as unknown as Record<string, unknown>,
      createdAt: now,
    });
    return result;
  });
}

export type AnswerResult = {
  engine: ReturnType<typeof runEngine>["response"];
  data: {
    duplicate: boolean;
    grade: number;
    progress: {
      completedCards: number;
      totalCards: number;
      correct: number;
      incorrect: number;
      streak: number;
      streakMax: number;
    };
    nextReviewAt: string;
  };
};

function toMemory(row: NonNullable<Awaited<ReturnType<typeof repo.findMemory>>>): CardMemory {
  const { userId: _u, cardId: _c, timesCorrect: _tc, timesIncorrect: _ti, updatedAt: _at, ...memory } = row;
  return memory;
}

/** Marks the session completed once; later calls return it unchanged. */
export async function completeSession(db: Database, user: AuthUser, id: string, now = new Date()) {
  const session = await loadOwnSession(db, user.id, id);
  if (session.status === "completed") return session;
  return repo.updateSession(db, session.id, {
    status: "completed",
    completedAt: now,
    durationSec: Math.max(0, Math.round((now.getTime() - session.startedAt.getTime()) / 1000)),
  });
}

export const getSession = (db: Database, user: AuthUser, id: string) => loadOwnSession(db, user.id, id);
export const listSessions = (db: Database, user: AuthUser, limit: number) =>
  repo.listSessions(db, user.id, limit);

/** Dashboard figures; the streak counts local days in the user's time zone with at least one answer. */
export async function userStats(db: Database, user: AuthUser, now = new Date()) {
  const [totals, days] = await Promise.all([
    repo.answerTotals(db, user.id),
    repo.studyDays(db, user.id, user.timezone),
  ]);
  const streaks = studyStreaks(days, localDay(now, user.timezone));
  const answers = Number(totals.answers);
  const correct = Number(totals.correct);
  return {
    currentStreak: streaks.current,
    longestStreak: streaks.longest,
    accuracy: answers ? Math.round((correct / answers) * 1000) / 10 : 0,
    totalSessions: Number(totals.sessions),
    cardsStudied: answers,
    totalCorrect: correct,
    totalAnswers: answers,
    lastStudiedAt: totals.lastAt ? new Date(totals.lastAt).toISOString() : null,
  };
}

/** Stores the session's analytics payload; a second delivery (completion, then leaving) replaces the first. */
export async function recordSessionAnalytics(
  db: Database,
  userId: string,
  body: Out<typeof SessionAnalyticsBody>,
) {
  const session = await repo.findSession(db, userId, body.sessionId);
  if (!session) throw notFound("Session");
  const { token: _token, ...payload } = body;
  await repo.upsertAnalytics(db, { sessionId: session.id, userId, payload });
}
