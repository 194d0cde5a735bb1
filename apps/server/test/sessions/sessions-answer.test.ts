import { AnswerResponse, ErrorResponse } from "@recall/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardMemory, sessionAnswers } from "../../src/db/schema/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { answer, startedSession, startSession, uploadCourse } from "./session-fixtures";

let t: TestApp;
let user: SignedUpUser;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  courseId = await uploadCourse(t.app, user);
});
afterAll(() => t.close());

const newSession = (u = user) => startedSession(t.app, u, [courseId]);

describe("POST /api/sessions/answer (requirements S3 answer payload, engine response)", () => {
  it("answers { engine: { chemicals, action } } and counts the answer", async () => {
    const s = await newSession();
    const res = await answer(t.app, user, { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true });
    expect(res.statusCode).toBe(200);
    const body = AnswerResponse.parse(res.json());
    expect(Object.keys(body.engine.chemicals)).toHaveLength(7);
    for (const v of Object.values(body.engine.chemicals)) expect(v).toBeGreaterThanOrEqual(0);
    expect(body.data.progress).toMatchObject({
      completedCards: 1,
      // The session's size, counted in SQL from its card list (the answer no longer reads the list).
      totalCards: s.cardIds.length,
      correct: 1,
      incorrect: 0,
      streak: 1,
      streakMax: 1,
    });
    expect(body.data.duplicate).toBe(false);
  });

  it("streak resets on a wrong answer, streakMax keeps the best", async () => {
    const s = await newSession();
    await answer(t.app, user, { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true });
    await answer(t.app, user, { sessionId: s.sessionId, cardId: s.cardIds[1]!, correct: true });
    const res = await answer(t.app, user, { sessionId: s.sessionId, cardId: s.cardIds[2]!, correct: false });
    expect(res.json().data.progress).toMatchObject({ correct: 2, incorrect: 1, streak: 0, streakMax: 2 });
  });

  it("is idempotent: the same clientAnswerId counts once and returns the first result", async () => {
    const s = await newSession();
    const payload = { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true, clientAnswerId: "abc-1" };
    const first = await answer(t.app, user, payload);
    const again = await answer(t.app, user, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.duplicate).toBe(true);
    expect(again.json().data.progress).toEqual(first.json().data.progress);
    const rows = await t.database.db
      .select()
      .from(sessionAnswers)
      .where(eq(sessionAnswers.sessionId, s.sessionId));
    expect(rows).toHaveLength(1);
  });

  it("updates the FSRS memory: a fast correct answer schedules the card later than a wrong one", async () => {
    const s = await newSession();
    await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.cardIds[0]!,
      correct: true,
      timeTakenMs: 1000,
    });
    await answer(t.app, user, {
      sessionId: s.sessionId,
      cardId: s.cardIds[1]!,
      correct: false,
      timeTakenMs: 1000,
    });
    const memory = async (cardId: string) =>
      (
        await t.database.db
          .select()
          .from(cardMemory)
          .where(and(eq(cardMemory.userId, user.id), eq(cardMemory.cardId, cardId)))
      )[0]!;
    const good = await memory(s.cardIds[0]!);
    const bad = await memory(s.cardIds[1]!);
    expect(good.reps).toBe(1);
    expect(good.due.getTime()).toBeGreaterThan(bad.due.getTime());
    expect(good.timesCorrect).toBe(1);
    expect(bad.timesIncorrect).toBe(1);
  });

  it("studied cards come back due-first in a later session", async () => {
    const u = await signUpUser(t.app);
    const c = await uploadCourse(t.app, u);
    const first = (await startSession(t.app, u, [c], 5)).json();
    const wrongCard = first.data.cards[0].id as string;
    await answer(t.app, u, { sessionId: first.data.session.id, cardId: wrongCard, correct: false });
    // A wrong answer is due again within minutes (FSRS learning step); an hour later it is overdue.
    const later = await t.database.db
      .update(cardMemory)
      .set({ due: new Date(Date.now() - 3_600_000) })
      .where(and(eq(cardMemory.userId, u.id), eq(cardMemory.cardId, wrongCard)))
      .returning();
    expect(later).toHaveLength(1);
    const second = (await startSession(t.app, u, [c], 5)).json();
    expect(second.data.cards[0].id).toBe(wrongCard);
  });

  it("a card not in the session → 400 with a clear message", async () => {
    const s = await newSession();
    const other = await uploadCourse(t.app, user);
    const otherCard = (await startSession(t.app, user, [other], 5)).json().data.cards[0].id;
    const res = await answer(t.app, user, { sessionId: s.sessionId, cardId: otherCard, correct: true });
    expect(res.statusCode).toBe(400);
    expect(ErrorResponse.parse(res.json()).error.message).toBe("This card is not part of the session.");
  });

  it("another user's session → 404", async () => {
    const s = await newSession();
    const intruder = await signUpUser(t.app);
    const res = await answer(t.app, intruder, {
      sessionId: s.sessionId,
      cardId: s.cardIds[0]!,
      correct: true,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Session not found");
  });

  it("a completed session → 409 with a clear message", async () => {
    const s = await newSession();
    await t.app.inject({ method: "POST", url: `/api/sessions/${s.sessionId}/complete`, headers: user.auth });
    const res = await answer(t.app, user, { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("This session is already completed.");
  });

  it.each([
    [{ correct: "yes" }, "correct"],
    [{ timeTakenMs: -1 }, "timeTakenMs"],
    [{ timeTakenMs: 10_000_000 }, "timeTakenMs"],
    [{ signals: { depth_level_reached: 7 } }, "signals.depth_level_reached"],
    [{ retryAttempts: -2 }, "retryAttempts"],
    [{ sessionId: "nope" }, "sessionId"],
    [{ extra: 1 }, ""],
  ])("bad input %j → 400 naming %s", async (patch, field) => {
    const s = await newSession();
    const payload = {
      sessionId: s.sessionId,
      cardId: s.cardIds[0]!,
      correct: true as unknown as boolean,
      ...patch,
    };
    const res = await answer(t.app, user, payload as Parameters<typeof answer>[2]);
    expect(res.statusCode).toBe(400);
    const fields = Object.keys(ErrorResponse.parse(res.json()).error.fields ?? {});
    if (field) expect(fields).toContain(field);
  });
});
