import { ErrorResponse, StartSessionResponse } from "@recall/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { sampleCards, startSession, uploadCourse } from "./session-fixtures";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("POST /api/sessions/start (requirements S2 start page, requirements S7 calls)", () => {
  it("answers data.session.id and data.cards, at most plannedCards, topics interleaved", async () => {
    const u = await signUpUser(t.app);
    const courseId = await uploadCourse(t.app, u, { cards: sampleCards(20) });
    const res = await startSession(t.app, u, [courseId], 10);
    expect(res.statusCode).toBe(201);
    const body = StartSessionResponse.parse(res.json());
    expect(body.data.session.id).toMatch(/[0-9a-f-]{36}/);
    expect(body.data.cards).toHaveLength(10);
    expect(body.data.session.totalCards).toBe(10);
    expect(body.data.session.chemicals.dopamine).toBe(0.6);
    for (let i = 1; i < body.data.cards.length; i++) {
      expect(body.data.cards[i]!.topic).not.toBe(body.data.cards[i - 1]!.topic);
    }
  });

  it("takes new cards in course order when nothing was studied", async () => {
    const u = await signUpUser(t.app);
    const courseId = await uploadCourse(t.app, u, { cards: sampleCards(12, ["Only"]) });
    const res = await startSession(t.app, u, [courseId], 5);
    const faces = res.json().data.cards.map((c: { face: string }) => c.face);
    expect(faces).toEqual(["Question 1?", "Question 2?", "Question 3?", "Question 4?", "Question 5?"]);
  });

  it("gives fewer cards when the course has fewer than planned", async () => {
    const u = await signUpUser(t.app);
    const courseId = await uploadCourse(t.app, u, { cards: sampleCards(3) });
    const res = await startSession(t.app, u, [courseId], 15);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.cards).toHaveLength(3);
    expect(res.json().data.session.plannedCards).toBe(15);
  });

  it("may study another user's public course, never a private one (404)", async () => {
    const owner = await signUpUser(t.app);
    const learner = await signUpUser(t.app);
    const pub = await uploadCourse(t.app, owner, { isPublic: true });
    const priv = await uploadCourse(t.app, owner);
    expect((await startSession(t.app, learner, [pub], 5)).statusCode).toBe(201);
    const res = await startSession(t.app, learner, [priv], 5);
    expect(res.statusCode).toBe(404);
    expect(ErrorResponse.parse(res.json()).error.message).toBe("Course not found");
  });

  it("refuses an inactive course with a clear message", async () => {
    const u = await signUpUser(t.app);
    const courseId = await uploadCourse(t.app, u);
    await t.app.inject({
      method: "PATCH",
      url: `/api/courses/${courseId}`,
      headers: u.auth,
      payload: { isActive: false },
    });
    const res = await startSession(t.app, u, [courseId], 5);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/inactive/);
  });

  it.each([
    [{ courseIds: [], plannedCards: 10 }, "courseIds"],
    [{ courseIds: ["not-a-uuid"], plannedCards: 10 }, "courseIds.0"],
    [{ plannedCards: 10 }, "courseIds"],
    [{ courseIds: ["00000000-0000-4000-8000-000000000000"], plannedCards: 4 }, "plannedCards"],
    [{ courseIds: ["00000000-0000-4000-8000-000000000000"], plannedCards: 55 }, "plannedCards"],
    [{ courseIds: ["00000000-0000-4000-8000-000000000000"], plannedCards: 12 }, "plannedCards"],
    [{ courseIds: ["00000000-0000-4000-8000-000000000000"], plannedCards: "10" }, "plannedCards"],
  ])(
    "requirements S5: card count 5 to 50 step 5, at least one course — %j → 400 on %s",
    async (payload, field) => {
      const u = await signUpUser(t.app);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/sessions/start",
        headers: u.auth,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(ErrorResponse.parse(res.json()).error.fields ?? {})).toContain(field);
    },
  );

  it("needs a signed-in user (401)", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/sessions/start",
      payload: { courseIds: [], plannedCards: 5 },
    });
    expect(res.statusCode).toBe(401);
  });
});
