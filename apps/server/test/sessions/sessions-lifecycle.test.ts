import { ErrorResponse, SessionListResponse, SessionResponse, UserStatsResponse } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionAnalytics, sessionAnswers, users } from "../../src/db/schema/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { answer, startSession, uploadCourse } from "./session-fixtures";

let t: TestApp;
let user: SignedUpUser;
let courseId: string;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
  courseId = await uploadCourse(t.app, user, { isPublic: true });
});
afterAll(() => t.close());

async function playSession(u: SignedUpUser, results: boolean[]) {
  const start = (await startSession(t.app, u, [courseId], 10)).json();
  const id = start.data.session.id as string;
  for (const [i, correct] of results.entries()) {
    await answer(t.app, u, { sessionId: id, cardId: start.data.cards[i].id, correct });
  }
  return id;
}

const analytics = (sessionId: string, extra: Record<string, unknown> = {}) => ({
  sessionId,
  duration: 120,
  cardsReviewed: 3,
  basicCards: 1,
  mcqCards: 2,
  averageTimePerBasicCard: 4000,
  averageTimePerMCQCard: 3000,
  fastAnswerCount: 1,
  basicCardAccuracy: 100,
  mcqCardAccuracy: 50,
  manualMCQRequests: 0,
  manualBasicRequests: 1,
  topicsStudied: ["Alpha", "Beta"],
  ...extra,
});

describe("POST /api/sessions/:id/complete", () => {
  it("completes once; a second call returns the same session (idempotent)", async () => {
    const id = await playSession(user, [true, false]);
    const first = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${id}/complete`,
      headers: user.auth,
    });
    expect(first.statusCode).toBe(200);
    const s1 = SessionResponse.parse(first.json()).data.session;
    expect(s1.status).toBe("completed");
    expect(s1.metrics).toMatchObject({ correct: 1, incorrect: 1 });
    expect(s1.durationSec).toBeGreaterThanOrEqual(0);
    const second = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${id}/complete`,
      headers: user.auth,
    });
    expect(second.json().data.session.completedAt).toBe(s1.completedAt);
  });

  it("another user's session is 404; a malformed id is 400", async () => {
    const id = await playSession(user, []);
    const other = await signUpUser(t.app);
    expect(
      (await t.app.inject({ method: "POST", url: `/api/sessions/${id}/complete`, headers: other.auth }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/sessions/${id}`, headers: other.auth })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/sessions/xyz", headers: user.auth })).statusCode,
    ).toBe(400);
  });
});

describe("GET /api/sessions and /api/sessions/:id", () => {
  it("lists newest first with default limit 10, honours ?limit (dashboard uses 5)", async () => {
    const u = await signUpUser(t.app);
    for (let i = 0; i < 12; i++) await startSession(t.app, u, [courseId], 5);
    const all = SessionListResponse.parse(
      (await t.app.inject({ method: "GET", url: "/api/sessions", headers: u.auth })).json(),
    );
    expect(all.data.sessions).toHaveLength(10);
    const five = await t.app.inject({ method: "GET", url: "/api/sessions?limit=5", headers: u.auth });
    expect(five.json().data.sessions).toHaveLength(5);
    const bad = await t.app.inject({ method: "GET", url: "/api/sessions?limit=0", headers: u.auth });
    expect(bad.statusCode).toBe(400);
  });

  it("never lists another user's sessions", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await startSession(t.app, a, [courseId], 5);
    const res = await t.app.inject({ method: "GET", url: "/api/sessions", headers: b.auth });
    expect(res.json().data.sessions).toHaveLength(0);
  });
});

describe("GET /api/sessions/stats/user (dashboard tiles)", () => {
  it("accuracy, total sessions, cards studied and today's streak", async () => {
    const u = await signUpUser(t.app);
    await playSession(u, [true, true, false, true]);
    await playSession(u, [true]);
    const res = await t.app.inject({ method: "GET", url: "/api/sessions/stats/user", headers: u.auth });
    const stats = UserStatsResponse.parse(res.json()).data;
    expect(stats).toMatchObject({ totalSessions: 2, cardsStudied: 5, accuracy: 80, currentStreak: 1 });
  });

  it("counts the streak in the user's timezone", async () => {
    const u = await signUpUser(t.app);
    await t.database.db.update(users).set({ timezone: "Pacific/Kiritimati" }).where(eq(users.id, u.id));
    await playSession(u, [true]);
    // Move the answer to exactly 24 hours ago and add one now: two consecutive local days at any hour
    // (Kiritimati, UTC+14, has no daylight saving time). 26 hours failed between 00:00 and 02:00 local
    // time, when 26 hours ago is two local days back.
    await t.database.db
      .update(sessionAnswers)
      .set({ createdAt: new Date(Date.now() - 24 * 3_600_000) })
      .where(eq(sessionAnswers.userId, u.id));
    await playSession(u, [true]);
    const stats = (
      await t.app.inject({ method: "GET", url: "/api/sessions/stats/user", headers: u.auth })
    ).json().data;
    expect(stats.currentStreak).toBe(2);
  });

  it("a new user has zeros", async () => {
    const u = await signUpUser(t.app);
    const stats = (
      await t.app.inject({ method: "GET", url: "/api/sessions/stats/user", headers: u.auth })
    ).json().data;
    expect(stats).toMatchObject({ currentStreak: 0, accuracy: 0, totalSessions: 0, cardsStudied: 0 });
  });
});

describe("POST /api/analytics/session (sent on completion and on leaving: keep one)", () => {
  it("stores one payload per session; the second delivery replaces the first", async () => {
    const id = await playSession(user, [true]);
    const send = (body: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: "/api/analytics/session", headers: user.auth, payload: body });
    expect((await send(analytics(id))).statusCode).toBe(200);
    expect((await send(analytics(id, { cardsReviewed: 4 }))).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(sessionAnalytics)
      .where(eq(sessionAnalytics.sessionId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payload.cardsReviewed).toBe(4);
  });

  it("accepts the token in the body, as sendBeacon cannot send headers", async () => {
    const id = await playSession(user, []);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/analytics/session",
      payload: analytics(id, { token: user.token }),
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(sessionAnalytics)
      .where(eq(sessionAnalytics.sessionId, id));
    expect(rows[0]!.payload).not.toHaveProperty("token");
  });

  it("401 without a valid token, 404 for another user's session, 400 for bad fields", async () => {
    const id = await playSession(user, []);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/analytics/session", payload: analytics(id) }))
        .statusCode,
    ).toBe(401);
    const other = await signUpUser(t.app);
    const foreign = await t.app.inject({
      method: "POST",
      url: "/api/analytics/session",
      headers: other.auth,
      payload: analytics(id),
    });
    expect(foreign.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/analytics/session",
      headers: user.auth,
      payload: analytics(id, { cardsReviewed: -1 }),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(ErrorResponse.parse(bad.json()).error.fields ?? {})).toContain("cardsReviewed");
  });
});
