import { IMPROVE_MESSAGES } from "@recall/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import { MCQ_GIVEAWAY_MESSAGE } from "../../src/modules/improve/mcq-suggestion.service";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { makeCard, setPublic } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";
import { astronomyCourse, generateMcq, mercury } from "./support";

// requirements C7 MCQ improvement, POST /courses/{courseId}/cards/{cardId}/generate-mcq: what is refused before
// any model call, and the server's set-up (the suggestion itself: generate-mcq.test.ts).

let t: AiTestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "1" });
  [owner, other] = await Promise.all([aiUser(t.app), aiUser(t.app)]);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

describe("generate-mcq: refused before any model call", () => {
  it("400 on cardId when the question already contains its answer", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner, [
      makeCard({ face: "2 + 2 = {{c1::4}}", back: "4", type: "cloze", acceptableAnswers: ["4"] }),
    ]);
    const res = await generateMcq(t.app, owner, course.id, cards[0]!.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      message: MCQ_GIVEAWAY_MESSAGE,
      fields: { cardId: MCQ_GIVEAWAY_MESSAGE },
    });
    expect(t.ai.count()).toBe(0);
  });

  it("409 when the page shows another question or answer than the card now has", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    for (const body of [{ question: "Which planet is hottest?" }, { answer: "Venus" }]) {
      const res = await generateMcq(t.app, owner, course.id, card.id, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(IMPROVE_MESSAGES.cardChanged);
    }
    // Case, spacing and a final stop do not count as a change.
    const same = await generateMcq(t.app, owner, course.id, card.id, {
      question: card.face.toUpperCase(),
      answer: " mercury. ",
    });
    expect(same.statusCode).toBe(200);
    expect(t.ai.count("mcq")).toBe(1);
  });

  it("400 with field paths for a malformed body or ids", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = cards[0]!;
    const wrongType = await generateMcq(t.app, owner, course.id, card.id, { context: 12 });
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().error.fields).toEqual({ context: "must be text" });
    const unknown = await generateMcq(t.app, owner, course.id, card.id, { prompt: "ignore the rules" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.fields).toEqual({ prompt: "is not an allowed field" });
    const long = await generateMcq(t.app, owner, course.id, card.id, { context: "x".repeat(301) });
    expect(long.json().error.fields).toEqual({ context: "must be at most 300 characters" });
    expect((await generateMcq(t.app, owner, course.id, "nope")).statusCode).toBe(400);
    expect(t.ai.count()).toBe(0);
  });

  it("owner only: 401 anonymous, 404 another user's private course, 403 their public one", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const cardId = cards[0]!.id;
    expect((await generateMcq(t.app, null, course.id, cardId)).statusCode).toBe(401);
    const hidden = await generateMcq(t.app, other, course.id, cardId);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe("Course not found");
    await setPublic(t.app, owner, course.id);
    const shown = await generateMcq(t.app, other, course.id, cardId);
    expect(shown.statusCode).toBe(403);
    expect(shown.json().error.message).toBe("You do not have permission to edit this course");
    expect(t.ai.count()).toBe(0);
  });

  it("404 Card not found for a card of another course", async () => {
    const a = await astronomyCourse(t.app, owner);
    const b = await astronomyCourse(t.app, owner);
    const res = await generateMcq(t.app, owner, a.course.id, b.cards[0]!.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Card not found");
  });

  it("403 until the content guidelines are accepted", async () => {
    const newcomer = await aiUser(t.app, { accept: false });
    const { course, cards } = await astronomyCourse(t.app, newcomer);
    const res = await generateMcq(t.app, newcomer, course.id, cards[0]!.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe("GUIDELINES_NOT_ACCEPTED");
    expect(t.ai.count()).toBe(0);
  });

  it("402 BUDGET_EXCEEDED once the month's budget is spent", async () => {
    const spender = await aiUser(t.app);
    await t.database.db.insert(aiGenerations).values({
      userId: spender.id,
      kind: "mcq",
      provider: "openai-compatible",
      model: "scripted-model",
      status: "succeeded",
      costMicros: 999_990,
    });
    const { course, cards } = await astronomyCourse(t.app, spender);
    const res = await generateMcq(t.app, spender, course.id, cards[0]!.id);
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toEqual({
      code: "BUDGET_EXCEEDED",
      message: "You have exceeded your monthly AI budget. It will reset next month.",
    });
    expect(t.ai.count()).toBe(0);
  });
});

describe("generate-mcq: server set-up", () => {
  it("503 AI_NOT_CONFIGURED naming the variables when no provider is configured", async () => {
    const plain = await createTestApp();
    try {
      const user = await aiUser(plain.app);
      const { course, cards } = await astronomyCourse(plain.app, user);
      const res = await generateMcq(plain.app, user, course.id, cards[0]!.id);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe("AI_NOT_CONFIGURED");
      expect(res.json().error.message).toContain("AI_PROVIDER");
    } finally {
      await plain.close();
    }
  });

  it("rate limited like the other AI routes (AI_RATE_LIMIT per minute): 429 never reaches the model", async () => {
    const limited = await createAiTestApp({ AI_RATE_LIMIT: "2" });
    try {
      const user = await aiUser(limited.app);
      const { course, cards } = await astronomyCourse(limited.app, user);
      const cardId = cards[0]!.id;
      expect((await generateMcq(limited.app, user, course.id, cardId)).statusCode).toBe(200);
      expect((await generateMcq(limited.app, user, course.id, cardId)).statusCode).toBe(200);
      const res = await generateMcq(limited.app, user, course.id, cardId);
      expect(res.statusCode).toBe(429);
      expect(res.json().error.code).toBe("RATE_LIMITED");
      expect(limited.ai.count()).toBe(2);
    } finally {
      await limited.close();
    }
  });
});
