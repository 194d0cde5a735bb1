import {
  ErrorResponse,
  ResumeSessionResponse,
  SESSION_IDLE_EXPIRY_HOURS,
  SessionListResponse,
  SessionResponse,
} from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studySessions } from "../../src/db/schema/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { answer, sampleCards, startSession, uploadCourse } from "./session-fixtures";

const HOUR = 3_600_000;

let t: TestApp;
let user: SignedUpUser;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  courseId = await uploadCourse(t.app, user, { cards: sampleCards(8), isPublic: true });
});
afterAll(() => t.close());

async function newSession(u = user, planned = 5) {
  const body = (await startSession(t.app, u, [courseId], planned)).json();
  return {
    id: body.data.session.id as string,
    cardIds: body.data.cards.map((c: { id: string }) => c.id) as string[],
  };
}

const get = (u: SignedUpUser, url: string) => t.app.inject({ method: "GET", url, headers: u.auth });
const post = (u: SignedUpUser, url: string) => t.app.inject({ method: "POST", url, headers: u.auth });

/** Moves the session's last activity (and start) back, as if nobody touched it for `hours`. */
async function idleFor(sessionId: string, hours: number) {
  const at = new Date(Date.now() - hours * HOUR);
  await t.database.db
    .update(studySessions)
    .set({ startedAt: new Date(at.getTime() - 10 * 60_000), lastActivityAt: at })
    .where(eq(studySessions.id, sessionId));
  return at;
}

describe("GET /api/sessions/:id/resume (reload or Back mid-session)", () => {
  it("gives the open session's cards in study order, the answers so far and its counters", async () => {
    const s = await newSession();
    await answer(t.app, user, { sessionId: s.id, cardId: s.cardIds[0]!, correct: true });
    await answer(t.app, user, {
      sessionId: s.id,
      cardId: s.cardIds[1]!,
      choiceIndex: 2,
      mode: "mcq",
      retryAttempts: 0,
    });
    await answer(t.app, user, {
      sessionId: s.id,
      cardId: s.cardIds[2]!,
      choiceIndex: 0,
      mode: "mcq",
      retryAttempts: 1,
      retrySuccessful: true,
    });
    const res = await get(user, `/api/sessions/${s.id}/resume`);
    expect(res.statusCode).toBe(200);
    const { session, cards, answers } = ResumeSessionResponse.parse(res.json()).data;
    expect(cards.map((c) => c.id)).toEqual(s.cardIds);
    expect(answers.map((a) => [a.cardId, a.correct, a.firstTry, a.mode])).toEqual([
      [s.cardIds[0], true, true, "basic"],
      [s.cardIds[1], false, false, "mcq"],
      [s.cardIds[2], true, false, "mcq"],
    ]);
    expect(session).toMatchObject({
      status: "active",
      completedCards: 3,
      metrics: { correct: 2, incorrect: 1, streak: 1, streakMax: 1 },
    });
    expect(session.chemicals.dopamine).not.toBe(0.6);
  });

  it("a session the server does not know, or another user's, is 404; a malformed id 400", async () => {
    const s = await newSession();
    const other = await signUpUser(t.app);
    expect((await get(other, `/api/sessions/${s.id}/resume`)).statusCode).toBe(404);
    const unknown = await get(user, "/api/sessions/00000000-0000-4000-8000-000000000000/resume");
    expect(unknown.statusCode).toBe(404);
    expect(ErrorResponse.parse(unknown.json()).error.message).toBe("Session not found");
    expect((await get(user, "/api/sessions/nope/resume")).statusCode).toBe(400);
    expect((await t.app.inject({ method: "GET", url: `/api/sessions/${s.id}/resume` })).statusCode).toBe(401);
  });

  it("a completed session is 409 'This session is already completed.'", async () => {
    const s = await newSession();
    await post(user, `/api/sessions/${s.id}/complete`);
    const res = await get(user, `/api/sessions/${s.id}/resume`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe("This session is already completed.");
  });
});

describe("POST /api/sessions/:id/abandon", () => {
  it("ends an open session, keeps its answers, and it takes no more answers", async () => {
    const s = await newSession();
    await answer(t.app, user, { sessionId: s.id, cardId: s.cardIds[0]!, correct: true });
    const res = await post(user, `/api/sessions/${s.id}/abandon`);
    expect(res.statusCode).toBe(200);
    const session = SessionResponse.parse(res.json()).data.session;
    expect(session).toMatchObject({ status: "abandoned", completedAt: null, completedCards: 1 });
    expect(session.endedAt).not.toBeNull();
    expect(session.durationSec).toBeGreaterThanOrEqual(0);

    const late = await answer(t.app, user, { sessionId: s.id, cardId: s.cardIds[1]!, correct: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("This session has ended.");
    const resume = await get(user, `/api/sessions/${s.id}/resume`);
    expect(resume.statusCode).toBe(409);
    expect(resume.json().error.message).toBe("This session has ended.");
    expect((await post(user, `/api/sessions/${s.id}/complete`)).statusCode).toBe(409);
  });

  it("is idempotent; a completed session cannot be abandoned; another user's is 404", async () => {
    const s = await newSession();
    const first = (await post(user, `/api/sessions/${s.id}/abandon`)).json().data.session;
    const again = await post(user, `/api/sessions/${s.id}/abandon`);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.session.endedAt).toBe(first.endedAt);

    const done = await newSession();
    await post(user, `/api/sessions/${done.id}/complete`);
    const refused = await post(user, `/api/sessions/${done.id}/abandon`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe("This session is already completed.");

    const open = await newSession();
    const intruder = await signUpUser(t.app);
    expect((await post(intruder, `/api/sessions/${open.id}/abandon`)).statusCode).toBe(404);
    expect((await get(user, `/api/sessions/${open.id}`)).json().data.session.status).toBe("active");
  });
});

describe(`idle sessions are closed as "expired" after ${SESSION_IDLE_EXPIRY_HOURS} h (session-api.md)`, () => {
  it("closes on the next read: status expired, ended a day after its last activity", async () => {
    const u = await signUpUser(t.app);
    const stale = await newSession(u);
    const fresh = await newSession(u);
    const lastActivity = await idleFor(stale.id, SESSION_IDLE_EXPIRY_HOURS + 1);
    await idleFor(fresh.id, SESSION_IDLE_EXPIRY_HOURS - 1);

    const list = SessionListResponse.parse((await get(u, "/api/sessions")).json()).data.sessions;
    const byId = new Map(list.map((s) => [s.id, s]));
    expect(byId.get(fresh.id)!.status).toBe("active");
    const expired = byId.get(stale.id)!;
    expect(expired.status).toBe("expired");
    expect(new Date(expired.endedAt!).getTime()).toBe(
      lastActivity.getTime() + SESSION_IDLE_EXPIRY_HOURS * HOUR,
    );
    expect(expired.durationSec).toBe(600);
    expect(expired.completedAt).toBeNull();
  });

  it("an idle session takes no answer and cannot be resumed, even before anything listed it", async () => {
    const u = await signUpUser(t.app);
    const s = await newSession(u);
    await idleFor(s.id, SESSION_IDLE_EXPIRY_HOURS + 2);
    const late = await answer(t.app, u, { sessionId: s.id, cardId: s.cardIds[0]!, correct: true });
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe("This session has ended.");
    const resume = await get(u, `/api/sessions/${s.id}/resume`);
    expect(resume.statusCode).toBe(409);
    expect((await get(u, `/api/sessions/${s.id}`)).json().data.session.status).toBe("expired");
  });

  it("an answer counts as activity: the day starts again from it", async () => {
    const u = await signUpUser(t.app);
    const s = await newSession(u);
    await idleFor(s.id, SESSION_IDLE_EXPIRY_HOURS - 1);
    await answer(t.app, u, { sessionId: s.id, cardId: s.cardIds[0]!, correct: true });
    const [row] = await t.database.db.select().from(studySessions).where(eq(studySessions.id, s.id));
    expect(Date.now() - row!.lastActivityAt.getTime()).toBeLessThan(HOUR);
    expect((await get(u, `/api/sessions/${s.id}/resume`)).statusCode).toBe(200);
  });

  it("another user's reads never close this user's sessions", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    const s = await newSession(a);
    await idleFor(s.id, SESSION_IDLE_EXPIRY_HOURS + 1);
    await get(b, "/api/sessions");
    const [row] = await t.database.db.select().from(studySessions).where(eq(studySessions.id, s.id));
    expect(row!.status).toBe("active");
  });
});

describe("GET /api/sessions?status= (the dashboard's five are finished sessions)", () => {
  it("open or expired sessions do not push completed ones out of ?status=completed&limit=5", async () => {
    const u = await signUpUser(t.app);
    const completed: string[] = [];
    for (let i = 0; i < 5; i++) {
      const s = await newSession(u);
      await post(u, `/api/sessions/${s.id}/complete`);
      completed.push(s.id);
    }
    for (let i = 0; i < 3; i++) await idleFor((await newSession(u)).id, SESSION_IDLE_EXPIRY_HOURS + 1);
    const open = await newSession(u);

    const done = SessionListResponse.parse((await get(u, "/api/sessions?status=completed&limit=5")).json());
    expect(done.data.sessions.map((s) => s.id).sort()).toEqual([...completed].sort());
    const active = (await get(u, "/api/sessions?status=active")).json().data.sessions;
    expect(active.map((s: { id: string }) => s.id)).toEqual([open.id]);
    const all = (await get(u, "/api/sessions?limit=5")).json().data.sessions;
    expect(all).toHaveLength(5);
    const bad = await get(u, "/api/sessions?status=finished");
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain("status");
  });

  it("accuracy follows the one rounding rule: 2 of 3 is 67 in the session and the user stats", async () => {
    const u = await signUpUser(t.app);
    const s = await newSession(u);
    for (const [i, correct] of [true, true, false].entries())
      await answer(t.app, u, { sessionId: s.id, cardId: s.cardIds[i]!, correct });
    expect((await get(u, `/api/sessions/${s.id}`)).json().data.session.accuracy).toBe(67);
    expect((await get(u, "/api/sessions/stats/user")).json().data.accuracy).toBe(67);
  });
});
