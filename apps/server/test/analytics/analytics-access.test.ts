import { AnswerResponse } from "@recall/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessionAnswers } from "../../src/db/schema/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { answer, startSession } from "../sessions/session-fixtures";
import { courseWithCards } from "./analytics-fixtures";

let t: TestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  user = await signUpUser(t.app);
});
afterAll(() => t.close());

const ROUTES = [
  "overall",
  "performance",
  "mastery/course",
  "mastery/topic",
  "mastery/level",
  "patterns",
  "streak",
  "heatmap",
  "forecast",
  "retention",
  "cards/00000000-0000-4000-8000-000000000000",
];

describe("who may call", () => {
  it.each(ROUTES)("GET /api/analytics/%s without a token is 401", async (route) => {
    const res = await t.app.inject({ method: "GET", url: `/api/analytics/${route}` });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe("UNAUTHORIZED");
  });

  it("an unknown token is 401", async () => {
    const res = await t.app.inject({
      method: "GET",
      url: "/api/analytics/overall",
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe("GET /api/analytics/performance?days (requirements C7: 1-365, default 30)", () => {
  it.each([
    ["0", "days must be at least 1"],
    ["366", "days must be at most 365"],
    ["1.5", "days must be a whole number"],
    ["abc", "days must be a number"],
    ["-3", "days must be at least 1"],
  ])("days=%s is 400 naming the field", async (days, message) => {
    const res = await t.app.inject({
      method: "GET",
      url: `/api/analytics/performance?days=${days}`,
      headers: user.auth,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: "VALIDATION_ERROR",
      message: `days: ${message}`,
      fields: { days: message },
    });
  });

  it("no days means 30; 1 and 365 are accepted", async () => {
    for (const [query, days] of [
      ["", 30],
      ["?days=1", 1],
      ["?days=365", 365],
    ] as const) {
      const res = await t.app.inject({
        method: "GET",
        url: `/api/analytics/performance${query}`,
        headers: user.auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ days, points: [] });
    }
  });

  it("a card id that is not an id is 400 naming the field", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/analytics/cards/xyz", headers: user.auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ cardId: "must be a valid id" });
  });
});

describe("an answer records its history when it is given", () => {
  it("course, topic, level, earlier reviews and next due go with the answer; a later move keeps them", async () => {
    const course = await courseWithCards(t.app, user, [
      { face: "h1", topic: "History", level: "Intermediate" },
    ]);
    const cardId = course.ids.h1!;
    const rowsOfCard = () =>
      t.database.db
        .select()
        .from(sessionAnswers)
        .where(and(eq(sessionAnswers.userId, user.id), eq(sessionAnswers.cardId, cardId)))
        .orderBy(sessionAnswers.createdAt);

    for (const correct of [false, true]) {
      const session = (await startSession(t.app, user, [course.courseId], 5)).json().data.session
        .id as string;
      const res = await answer(t.app, user, { sessionId: session, cardId, correct });
      expect(res.statusCode, res.body).toBe(200);
    }
    const rows = await rowsOfCard();
    expect(rows.map((r) => [r.courseId, r.topic, r.level, r.repsBefore])).toEqual([
      [course.courseId, "History", "Intermediate", 0],
      [course.courseId, "History", "Intermediate", 1],
    ]);
    for (const row of rows) {
      const stored = AnswerResponse.parse(row.engineResponse);
      expect(row.dueAfter?.toISOString()).toBe(stored.data.nextReviewAt);
    }

    const target = await courseWithCards(t.app, user, [{ face: "x", topic: "Other", level: "Beginner" }]);
    const moved = await t.app.inject({
      method: "POST",
      url: `/api/courses/${course.courseId}/cards/${cardId}/move`,
      headers: user.auth,
      payload: { targetCourseId: target.courseId },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const edited = await t.app.inject({
      method: "PATCH",
      url: `/api/courses/${target.courseId}/cards/${cardId}`,
      headers: user.auth,
      payload: { topic: "Moved", level: "Advanced" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await rowsOfCard()).map((r) => [r.courseId, r.topic, r.level])).toEqual([
      [course.courseId, "History", "Intermediate"],
      [course.courseId, "History", "Intermediate"],
    ]);
  });
});
