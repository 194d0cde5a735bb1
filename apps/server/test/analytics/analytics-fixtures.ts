import { initialNeuroState } from "@recall/shared";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../src/db/client";
import { cardMemory, cards, sessionAnswers, studySessions } from "../../src/db/schema/index";
import type { App } from "../../src/lib/http";
import type { SignedUpUser } from "../helpers/factories";
import { uploadCourse } from "../sessions/session-fixtures";

/** A card to upload: face, topic and level are what analytics groups by. */
export interface CardSpec {
  face: string;
  topic: string;
  level: "Beginner" | "Intermediate" | "Advanced";
}

/** Uploads a course of `specs` and returns its id and the card ids by face. */
export async function courseWithCards(
  app: App,
  owner: SignedUpUser,
  specs: CardSpec[],
  opts: { isPublic?: boolean } = {},
) {
  const courseId = await uploadCourse(app, owner, {
    isPublic: opts.isPublic,
    cards: specs.map((s) => ({ ...s, back: `Answer to ${s.face}` })),
  });
  const res = await app.inject({ method: "GET", url: `/api/courses/${courseId}/cards`, headers: owner.auth });
  const list = res.json().data.cards as { id: string; face: string }[];
  return { courseId, ids: Object.fromEntries(list.map((c) => [c.face, c.id])) as Record<string, string> };
}

export async function setTimeZone(app: App, user: SignedUpUser, timezone: string) {
  const res = await app.inject({
    method: "PATCH",
    url: "/api/auth/me",
    headers: user.auth,
    payload: { timezone },
  });
  if (res.statusCode !== 200) throw new Error(`timezone: ${res.body}`);
}

/** One answer of a seeded history: which card, when (ISO, UTC), right or not, how long. */
export interface AnswerSpec {
  cardId: string;
  at: string;
  correct: boolean;
  timeTakenMs: number;
}

/**
 * Inserts a session started at `startedAt` with `answers` at their own timestamps (the API stamps now()),
 * recording the card's course, topic and level as they are at seeding time and the number of earlier
 * answers of the learner to the card, as the answer route does.
 */
export async function seedSession(
  db: Database,
  userId: string,
  startedAt: string,
  answers: AnswerSpec[],
): Promise<string> {
  const start = new Date(startedAt);
  const [session] = await db
    .insert(studySessions)
    .values({
      userId,
      plannedCards: Math.max(5, answers.length),
      cardIds: answers.map((a) => a.cardId),
      neuroState: initialNeuroState(start) as unknown as Record<string, unknown>,
      startedAt: start,
      completedCards: answers.length,
      correct: answers.filter((a) => a.correct).length,
      incorrect: answers.filter((a) => !a.correct).length,
    })
    .returning({ id: studySessions.id });
  const ids = answers.map((a) => a.cardId);
  const rows = ids.length ? await db.select().from(cards).where(inArray(cards.id, ids)) : [];
  const byId = new Map(rows.map((c) => [c.id, c]));
  for (const [i, a] of answers.entries()) {
    const card = byId.get(a.cardId)!;
    const earlier = await db
      .select({ id: sessionAnswers.id })
      .from(sessionAnswers)
      .where(and(eq(sessionAnswers.userId, userId), eq(sessionAnswers.cardId, a.cardId)));
    await db.insert(sessionAnswers).values({
      sessionId: session!.id,
      userId,
      cardId: a.cardId,
      clientAnswerId: `seed-${i}`,
      correct: a.correct,
      timeTakenMs: a.timeTakenMs,
      grade: a.correct ? 3 : 1,
      courseId: card.courseId,
      topic: card.topic,
      level: card.level,
      repsBefore: earlier.length,
      createdAt: new Date(a.at),
    });
  }
  return session!.id;
}

/** A card's FSRS memory for a learner, with what the buckets, forecast and retrievability read. */
export interface MemorySpec {
  state: number;
  stability: number;
  reps: number;
  due: string;
  lastReview: string;
}

export const memoryOf = (spec: MemorySpec) => ({
  due: new Date(spec.due),
  stability: spec.stability,
  difficulty: 5,
  elapsedDays: 0,
  scheduledDays: Math.round(spec.stability),
  learningSteps: 0,
  reps: spec.reps,
  lapses: 0,
  state: spec.state,
  lastReview: new Date(spec.lastReview),
});

export async function setMemory(db: Database, userId: string, cardId: string, spec: MemorySpec) {
  await db.insert(cardMemory).values({ userId, cardId, ...memoryOf(spec) });
}

/** GET an analytics call as `user` and return its data, failing loudly on any other status. */
export async function getData<T = Record<string, unknown>>(app: App, user: SignedUpUser, path: string) {
  const res = await app.inject({ method: "GET", url: `/api/analytics/${path}`, headers: user.auth });
  if (res.statusCode !== 200) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  return res.json().data as T;
}
