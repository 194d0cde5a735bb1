import {
  accuracyPercent,
  initialNeuroState,
  localDay,
  orderSessionCards,
  type SessionAnalyticsBody,
  type SessionCandidate,
  type SessionStatus,
  type StartSessionBody,
  studyStreaks,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { badRequestOn, conflict, notFound } from "../../lib/errors";
import { canSeeCourse } from "../courses/index";
import { expireIdleSessions } from "./session-expiry";
import { type CardRow, sessionsRepository as repo, type SessionRow } from "./sessions.repository";

type Out<T extends z.ZodType> = z.output<T>;

/** Chooses the cards and opens a session; shared by course and collection starts. */
export async function openSession(
  db: Database,
  userId: string,
  candidates: SessionCandidate[],
  opts: {
    planned: number;
    courseIds: string[];
    collectionId?: string | null;
    now?: Date;
    /** The candidates' cards when the caller has read them already (saves reading them again). */
    cards?: CardRow[];
  },
): Promise<{ session: SessionRow; cards: CardRow[] }> {
  const now = opts.now ?? new Date();
  const chosen = orderSessionCards(candidates, { planned: opts.planned, now, random: Math.random });
  if (chosen.length === 0) {
    const field = opts.collectionId ? "collectionId" : "courseIds";
    throw badRequestOn(field, "There are no cards to study in the selected courses yet.");
  }
  const ids = chosen.map((c) => c.id);
  const session = await repo.insertSession(db, {
    userId,
    courseIds: opts.courseIds,
    collectionId: opts.collectionId ?? null,
    plannedCards: opts.planned,
    cardIds: ids,
    neuroState: initialNeuroState(now) as unknown as Record<string, unknown>,
    startedAt: now,
    lastActivityAt: now,
  });
  const byId = new Map((opts.cards ?? (await repo.cardsByIds(db, ids))).map((c) => [c.id, c]));
  return { session, cards: ids.map((id) => byId.get(id)!).filter(Boolean) };
}

/** Candidates of the given cards with this user's memory, in the shape selection needs. */
export function toCandidates(
  rows: {
    id: string;
    topic: string;
    position: number;
    due: Date | null;
    lastReview: Date | null;
    state: number | null;
  }[],
): SessionCandidate[] {
  return rows.map((r) => ({
    id: r.id,
    topic: r.topic,
    position: r.position,
    memory: r.due ? { due: r.due, lastReview: r.lastReview, state: r.state ?? 0 } : null,
  }));
}

/**
 * Starts a session over courses the user picked and may see (courses/course-visibility.ts): their own
 * active courses and others' public active ones. A course they may not see (missing, private, or another
 * user's inactive one) is "Course not found" (404); their own inactive course is a 400.
 */
export async function startSession(db: Database, user: AuthUser, body: Out<typeof StartSessionBody>) {
  const courseIds = [...new Set(body.courseIds)];
  const found = await repo.coursesByIds(db, courseIds);
  const visible = found.filter((c) => canSeeCourse(c, user.id));
  if (visible.length !== courseIds.length) throw notFound("Course");
  const inactive = visible.filter((c) => !c.isActive);
  if (inactive.length)
    throw badRequestOn("courseIds", "An inactive course cannot be studied. Activate it first.");
  const now = new Date();
  // PostgreSQL picks the session's cards in the selection's own order; the selection then sees only them
  // (the same cards come first, so it keeps the same ones) and interleaves their topics.
  const rows = await repo.rankedCandidates(db, user.id, courseIds, body.plannedCards, now);
  const candidates = toCandidates(rows.map((r) => ({ ...r, ...r.card })));
  return openSession(db, user.id, candidates, {
    planned: body.plannedCards,
    courseIds,
    now,
    cards: rows.map((r) => r.card),
  });
}

/** The user's own session (404 otherwise), after closing the user's idle sessions so its status is current. */
async function loadOwnSession(db: Database, userId: string, id: string, now: Date): Promise<SessionRow> {
  await expireIdleSessions(db, userId, now);
  const session = await repo.findSession(db, userId, id);
  if (!session) throw notFound("Session");
  return session;
}

const ENDED = "This session has ended.";
const COMPLETED = "This session is already completed.";

/** Seconds from the start to the last answer (or the start): what an unfinished session lasted. */
const activeSeconds = (session: SessionRow) =>
  Math.max(0, Math.round((session.lastActivityAt.getTime() - session.startedAt.getTime()) / 1000));

/** Marks the session completed once; later calls return it unchanged. An abandoned or expired one is 409. */
export async function completeSession(db: Database, user: AuthUser, id: string, now = new Date()) {
  const session = await loadOwnSession(db, user.id, id, now);
  if (session.status === "completed") return session;
  if (session.status !== "active") throw conflict(ENDED);
  return repo.updateSession(db, session.id, {
    status: "completed",
    completedAt: now,
    durationSec: Math.max(0, Math.round((now.getTime() - session.startedAt.getTime()) / 1000)),
  });
}

/**
 * Ends an open session before its last card ("abandoned"); its answers stay counted. Abandoning an
 * abandoned or expired session returns it unchanged; a completed one is 409.
 */
export async function abandonSession(db: Database, user: AuthUser, id: string, now = new Date()) {
  const session = await loadOwnSession(db, user.id, id, now);
  if (session.status === "completed") throw conflict(COMPLETED);
  if (session.status !== "active") return session;
  return repo.updateSession(db, session.id, {
    status: "abandoned",
    endedAt: now,
    durationSec: activeSeconds(session),
  });
}

/**
 * An open session as a reloaded page needs it: the session, its cards in study order (a card deleted
 * since is left out) and its answers in the order given. A completed or ended session is 409.
 */
export async function resumeSession(db: Database, user: AuthUser, id: string, now = new Date()) {
  const session = await loadOwnSession(db, user.id, id, now);
  if (session.status === "completed") throw conflict(COMPLETED);
  if (session.status !== "active") throw conflict(ENDED);
  const [rows, answers] = await Promise.all([
    repo.cardsByIds(db, session.cardIds),
    repo.answersOf(db, session.id),
  ]);
  const byId = new Map(rows.map((c) => [c.id, c]));
  const position = new Map(session.cardIds.map((cardId, i) => [cardId, i]));
  // Answers given in the same millisecond keep the study order.
  const ordered = [...answers].sort(
    (a, b) =>
      a.createdAt.getTime() - b.createdAt.getTime() ||
      (position.get(a.cardId) ?? 0) - (position.get(b.cardId) ?? 0),
  );
  const cards = session.cardIds.flatMap((cardId) => byId.get(cardId) ?? []);
  return { session, cards, answers: ordered };
}

export const getSession = (db: Database, user: AuthUser, id: string, now = new Date()) =>
  loadOwnSession(db, user.id, id, now);

/** The newest sessions first, optionally of one status, after closing idle ones. */
export async function listSessions(
  db: Database,
  user: AuthUser,
  query: { limit: number; status?: SessionStatus },
  now = new Date(),
) {
  await expireIdleSessions(db, user.id, now);
  return repo.listSessions(db, user.id, query.limit, query.status);
}

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
    accuracy: accuracyPercent(correct, answers),
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
