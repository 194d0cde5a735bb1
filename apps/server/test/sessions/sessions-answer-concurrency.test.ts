import { AnswerBody, AnswerResponse } from "@recall/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardMemory, sessionAnswers, studySessions, users } from "../../src/db/schema/index";
import { answerCard, answerIdOf, planAnswer } from "../../src/modules/sessions/answer-card.service";
import { readForAnswer, writeAnswer } from "../../src/modules/sessions/answer-statements";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { answer, startedSession, uploadCourse } from "./session-fixtures";

// An answer reads without a lock and writes only if the session is still as read (optimistic
// concurrency); these tests send answers to one session at the same time, on both databases.

let t: TestApp;
let user: SignedUpUser;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  courseId = await uploadCourse(t.app, user);
});
afterAll(() => t.close());

async function newSession(u = user) {
  return startedSession(t.app, u, [u === user ? courseId : await uploadCourse(t.app, u)]);
}

const sessionRow = async (id: string) =>
  (await t.database.db.select().from(studySessions).where(eq(studySessions.id, id)))[0]!;
const answerRows = (sessionId: string) =>
  t.database.db.select().from(sessionAnswers).where(eq(sessionAnswers.sessionId, sessionId));
const memoryRows = (u: SignedUpUser, cardIds: string[]) =>
  Promise.all(
    cardIds.map(
      async (cardId) =>
        (
          await t.database.db
            .select()
            .from(cardMemory)
            .where(and(eq(cardMemory.userId, u.id), eq(cardMemory.cardId, cardId)))
        )[0],
    ),
  );

describe("POST /api/sessions/answer: answers sent at the same time", () => {
  it("five different cards of one session answered at once are each recorded exactly once", async () => {
    const u = await signUpUser(t.app);
    const s = await newSession(u);
    const verdicts = [true, false, true, true, false];
    const results = await Promise.all(
      s.cardIds.map((cardId, i) =>
        answer(t.app, u, { sessionId: s.sessionId, cardId, correct: verdicts[i], clientAnswerId: `c${i}` }),
      ),
    );
    for (const r of results) expect(r.statusCode).toBe(200);
    const bodies = results.map((r) => AnswerResponse.parse(r.json()).data);
    for (const b of bodies) expect(b.duplicate).toBe(false);
    // Each answer applied on top of the ones before it: the counts 1..5, each seen once.
    expect(bodies.map((b) => b.progress.completedCards).sort()).toEqual([1, 2, 3, 4, 5]);
    for (const b of bodies) expect(b.progress.correct + b.progress.incorrect).toBe(b.progress.completedCards);
    const last = bodies.find((b) => b.progress.completedCards === 5)!;

    const session = await sessionRow(s.sessionId);
    expect(session).toMatchObject({ completedCards: 5, correct: 3, incorrect: 2, status: "active" });
    expect(last.progress).toMatchObject({ correct: 3, incorrect: 2, streakMax: session.streakMax });
    expect(session.streakMax).toBeGreaterThanOrEqual(1);
    expect(session.streakMax).toBeLessThanOrEqual(3);

    const rows = await answerRows(s.sessionId);
    expect(rows.map((r) => r.cardId).sort()).toEqual([...s.cardIds].sort());
    for (const row of rows) expect(row.correct).toBe(verdicts[s.cardIds.indexOf(row.cardId)]);

    const memories = await memoryRows(u, s.cardIds);
    memories.forEach((m, i) => {
      expect(m).toMatchObject({
        reps: 1,
        timesCorrect: verdicts[i] ? 1 : 0,
        timesIncorrect: verdicts[i] ? 0 : 1,
      });
    });
  });

  it("five resubmissions of one answer store it once; the others reply with its result, marked duplicate", async () => {
    const s = await newSession();
    const payload = { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true, clientAnswerId: "race" };
    const results = await Promise.all(Array.from({ length: 5 }, () => answer(t.app, user, payload)));
    for (const r of results) expect(r.statusCode).toBe(200);
    const bodies = results.map((r) => AnswerResponse.parse(r.json()).data);
    const first = bodies.filter((b) => !b.duplicate);
    expect(first).toHaveLength(1);
    for (const b of bodies) expect({ ...b, duplicate: false }).toEqual(first[0]);
    expect(await answerRows(s.sessionId)).toHaveLength(1);
    expect(await sessionRow(s.sessionId)).toMatchObject({ completedCards: 1, correct: 1, incorrect: 0 });
    expect((await memoryRows(user, [s.cardIds[0]!]))[0]).toMatchObject({ reps: 1, timesCorrect: 1 });
  });

  it("one card answered at once under different client ids counts once (the card's first answer wins)", async () => {
    const s = await newSession();
    const results = await Promise.all(
      [true, false, true].map((correct, i) =>
        answer(t.app, user, {
          sessionId: s.sessionId,
          cardId: s.cardIds[0]!,
          correct,
          clientAnswerId: `k${i}`,
        }),
      ),
    );
    const bodies = results.map((r) => AnswerResponse.parse(r.json()).data);
    expect(bodies.filter((b) => !b.duplicate)).toHaveLength(1);
    const rows = await answerRows(s.sessionId);
    expect(rows).toHaveLength(1);
    for (const b of bodies) expect(b.correct).toBe(rows[0]!.correct);
    expect((await sessionRow(s.sessionId)).completedCards).toBe(1);
  });

  it("an answer racing the session's completion is recorded in full or refused with 409, never half", async () => {
    const s = await newSession();
    const [res] = await Promise.all([
      answer(t.app, user, { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true }),
      t.app.inject({ method: "POST", url: `/api/sessions/${s.sessionId}/complete`, headers: user.auth }),
    ]);
    const session = await sessionRow(s.sessionId);
    expect(session.status).toBe("completed");
    const rows = await answerRows(s.sessionId);
    const memory = (await memoryRows(user, [s.cardIds[0]!]))[0];
    if (res.statusCode === 200) {
      expect(rows).toHaveLength(1);
      expect(session.completedCards).toBe(1);
    } else {
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe("This session is already completed.");
      expect(rows).toHaveLength(0);
      expect(session.completedCards).toBe(0);
      expect(memory).toBeUndefined();
    }
  });

  it("an answer that loses its session to other writes every time gives up with 503 (try again) and writes nothing", async () => {
    const u = await signUpUser(t.app);
    const s = await newSession(u);
    // A trigger that skips every update of this session: each guarded write then hits no row, as when
    // another answer always commits first.
    await t.database.sql.exec(`
      create function test_skip_session_update() returns trigger language plpgsql as $$ begin return null; end $$;
      create trigger test_skip_session_update before update on study_sessions for each row
        when (old.id = '${s.sessionId}') execute function test_skip_session_update();`);
    try {
      const res = await answer(t.app, u, { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: "SERVICE_UNAVAILABLE",
        message: "This session is taking other answers right now. Please try again.",
      });
    } finally {
      await t.database.sql.exec(`
        drop trigger test_skip_session_update on study_sessions;
        drop function test_skip_session_update();`);
    }
    expect(await answerRows(s.sessionId)).toHaveLength(0);
    expect((await memoryRows(u, [s.cardIds[0]!]))[0]).toBeUndefined();
    expect((await sessionRow(s.sessionId)).completedCards).toBe(0);
    // Once nothing else writes the session, the same answer goes through.
    const again = await answer(t.app, u, { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true });
    expect(again.json().data).toMatchObject({ duplicate: false, progress: { completedCards: 1 } });
  });
});

// On PGlite one request runs to its end before the next starts (its queries never leave the microtask
// queue), so requests sent at once above do not interleave there. These tests interleave by hand, on both
// databases: the read, another answer committing, then the write planned from the stale read.
describe("the guarded write: an answer overtaken between its read and its write", () => {
  async function staleRead(u: SignedUpUser, fields: Record<string, unknown>) {
    const body = AnswerBody.parse({ timeTakenMs: 3000, signals: {}, ...fields });
    const authUser = (await t.database.db.select().from(users).where(eq(users.id, u.id)))[0]!;
    const read = (await readForAnswer(t.database.db, {
      userId: u.id,
      sessionId: body.sessionId,
      cardId: body.cardId,
      clientAnswerId: answerIdOf(body),
    }))!;
    return { body, authUser, read, plan: planAnswer(read, authUser, body, new Date()) };
  }

  it("another card answered first: the stale write changes nothing; answered again, it applies on top", async () => {
    const u = await signUpUser(t.app);
    const s = await newSession(u);
    const mine = await staleRead(u, { sessionId: s.sessionId, cardId: s.cardIds[1]!, correct: false });
    const other = await answer(t.app, u, { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true });
    expect(other.json().data.progress.completedCards).toBe(1);

    expect(await writeAnswer(t.database.db, mine.plan.writes!, mine.read.session.completedCards)).toBe(false);
    expect(await answerRows(s.sessionId)).toHaveLength(1);
    expect((await memoryRows(u, [s.cardIds[1]!]))[0]).toBeUndefined();
    expect(await sessionRow(s.sessionId)).toMatchObject({ completedCards: 1, correct: 1, incorrect: 0 });

    const result = await answerCard(t.database.db, mine.authUser, mine.body);
    expect(result.data).toMatchObject({
      duplicate: false,
      progress: { completedCards: 2, correct: 1, incorrect: 1, streak: 0, streakMax: 1 },
    });
    expect(await sessionRow(s.sessionId)).toMatchObject({ completedCards: 2, correct: 1, incorrect: 1 });
    expect((await memoryRows(u, [s.cardIds[1]!]))[0]).toMatchObject({ reps: 1, timesIncorrect: 1 });
  });

  it("the same answer committed first: the stale write changes nothing; answered again, it is the duplicate", async () => {
    const u = await signUpUser(t.app);
    const s = await newSession(u);
    const fields = { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true, clientAnswerId: "same" };
    const mine = await staleRead(u, fields);
    const first = await answer(t.app, u, fields);

    expect(await writeAnswer(t.database.db, mine.plan.writes!, mine.read.session.completedCards)).toBe(false);
    expect(await answerRows(s.sessionId)).toHaveLength(1);
    expect(await sessionRow(s.sessionId)).toMatchObject({ completedCards: 1, correct: 1 });

    const result = await answerCard(t.database.db, mine.authUser, mine.body);
    expect(result.data).toEqual({ ...first.json().data, duplicate: true });
  });

  it("the session completed first: the stale write changes nothing; answered again, it is 409", async () => {
    const u = await signUpUser(t.app);
    const s = await newSession(u);
    const mine = await staleRead(u, { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true });
    await t.app.inject({ method: "POST", url: `/api/sessions/${s.sessionId}/complete`, headers: u.auth });

    expect(await writeAnswer(t.database.db, mine.plan.writes!, mine.read.session.completedCards)).toBe(false);
    expect(await answerRows(s.sessionId)).toHaveLength(0);
    expect((await memoryRows(u, [s.cardIds[0]!]))[0]).toBeUndefined();
    await expect(answerCard(t.database.db, mine.authUser, mine.body)).rejects.toMatchObject({
      status: 409,
      message: "This session is already completed.",
    });
  });

  it("a column the write leaves out gets its SQL default, as an insert would (created_at: now())", async () => {
    const u = await signUpUser(t.app);
    const s = await newSession(u);
    const mine = await staleRead(u, { sessionId: s.sessionId, cardId: s.cardIds[0]!, correct: true });
    const { createdAt: _left, ...answerWithout } = mine.plan.writes!.answer;
    const before = Date.now();
    const writes = { ...mine.plan.writes!, answer: answerWithout };
    expect(await writeAnswer(t.database.db, writes, mine.read.session.completedCards)).toBe(true);
    const [row] = await answerRows(s.sessionId);
    expect(row!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 60_000);
  });
});
