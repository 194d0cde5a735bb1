import { Brief } from "@recall/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { SignedUpUser } from "../helpers/factories";
import { type AiTestApp, aiUser, createAiTestApp, discover, generate, inject } from "./support/ai-test-app";

let t: AiTestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp();
  user = await aiUser(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const complete = (brief: Record<string, unknown>) => ({
  json: { response: "Here is your course.", isComplete: true, refused: false, brief },
});

describe("POST /ai-content/discovery", () => {
  it("runs a conversation to a complete brief, which /generate accepts", async () => {
    const first = await discover(t.app, user, "I want to learn Spanish travel vocabulary");
    expect(first.statusCode).toBe(200);
    const turn1 = first.json().data;
    expect(turn1).toMatchObject({ isComplete: false, brief: null, response: expect.stringMatching(/level/) });

    const history = [
      { role: "user", content: "I want to learn Spanish travel vocabulary" },
      { role: "assistant", content: turn1.response },
    ];
    const second = await discover(t.app, user, "Beginner, 40 cards please", history);
    expect(second.statusCode).toBe(200);
    const turn2 = second.json().data;
    expect(turn2.isComplete).toBe(true);
    expect(turn2.brief).toEqual({
      topic: "Spanish travel vocabulary",
      knowledgeLevel: "beginner",
      goal: "Understand Spanish travel vocabulary",
      cardCount: 40,
      focusAreas: [],
      language: "en",
    });
    // The whole conversation went to the model as alternating turns after the system prompt.
    const sent = t.ai.requests[1]!.messages.map((m) => m.role);
    expect(sent).toEqual(["system", "user", "assistant", "user"]);
    expect(Brief.safeParse(turn2.brief).success).toBe(true);
    const usage = (await inject(t.app, user, "GET", "/api/ai-content/usage")).json().data;
    expect(usage).toMatchObject({ monthlyBudget: 5, canGenerate: true, generations: 2 });
    expect(usage.totalSpent).toBeGreaterThan(0);
    expect(usage.remaining).toBeCloseTo(5 - usage.totalSpent, 6);
    const res = await generate(t.app, user, { ...turn2.brief, cardCount: 10 });
    expect(res.statusCode).toBe(200);
  });

  it("normalises the model's brief: card count clamped, language code, focus areas cleaned", async () => {
    t.ai.enqueue(
      complete({
        topic: "  German grammar ",
        knowledgeLevel: "intermediate",
        goal: "B1 exam",
        cardCount: 500,
        focusAreas: ["cases", "", "cases", "word order"],
        language: "German",
      }),
    );
    const res = await discover(t.app, user, "German grammar for my B1 exam, go ahead");
    expect(res.json().data.brief).toEqual({
      topic: "German grammar",
      knowledgeLevel: "intermediate",
      goal: "B1 exam",
      cardCount: 200,
      focusAreas: ["cases", "word order"],
      language: "de",
    });
  });

  it("the learner's card count and level win over the model's reading, and the answer says so", async () => {
    t.ai.enqueue(
      complete({
        topic: "Roman history",
        knowledgeLevel: "advanced",
        goal: "Know the emperors",
        cardCount: 10,
        focusAreas: [],
        language: "en",
      }),
    );
    const history = [
      { role: "user", content: "Roman history, a 60-card intermediate course" },
      { role: "assistant", content: "What is your goal?" },
    ];
    const res = await discover(t.app, user, "Know the emperors. Go ahead", history);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.brief).toMatchObject({ cardCount: 60, knowledgeLevel: "intermediate" });
    expect(data.corrections).toEqual([
      { field: "cardCount", from: 10, to: 60, asked: 60, quote: "60-card" },
      {
        field: "knowledgeLevel",
        from: "advanced",
        to: "intermediate",
        asked: "intermediate",
        quote: "intermediate",
      },
    ]);
    // The corrected brief is what /generate takes.
    expect((await generate(t.app, user, data.brief)).statusCode).toBe(200);
  });

  it("reads the learner's count in their own language ('30 Karten') and keeps a matching brief as is", async () => {
    t.ai.enqueue(
      complete({
        topic: "Deutsche Geschichte",
        knowledgeLevel: "beginner",
        goal: "",
        cardCount: 10,
        focusAreas: [],
        language: "de",
      }),
      complete({
        topic: "Deutsche Geschichte",
        knowledgeLevel: "beginner",
        goal: "",
        cardCount: 30,
        focusAreas: [],
        language: "de",
      }),
    );
    const asked = "Deutsche Geschichte, 30 Karten, Anfänger, los geht's";
    const corrected = (await discover(t.app, user, asked)).json().data;
    expect(corrected.brief.cardCount).toBe(30);
    expect(corrected.corrections).toEqual([
      { field: "cardCount", from: 10, to: 30, asked: 30, quote: "30 Karten" },
    ]);
    const agreed = (await discover(t.app, user, asked)).json().data;
    expect(agreed.corrections).toEqual([]);
  });

  it("is not complete when the model says complete without a usable brief", async () => {
    t.ai.enqueue({ json: { response: "Done!", isComplete: true, refused: false, brief: null } });
    const res = await discover(t.app, user, "History of Rome");
    expect(res.json().data).toEqual({ response: "Done!", isComplete: false, brief: null, corrections: [] });
  });

  it("a conversation history starting with the assistant's greeting is accepted", async () => {
    const history = [{ role: "assistant", content: "Hi! What would you like to learn?" }];
    const res = await discover(t.app, user, "Astronomy", history);
    expect(res.statusCode).toBe(200);
    expect(t.ai.requests[0]!.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
  });

  it.each([
    ["an empty message", { message: "   " }, "message"],
    ["a message over 4000 characters", { message: "x".repeat(4001) }, "message"],
    [
      "more than 40 turns",
      {
        message: "hi",
        conversationHistory: Array.from({ length: 41 }, () => ({ role: "user", content: "a" })),
      },
      "conversationHistory",
    ],
    [
      "a turn over 4000 characters",
      { message: "hi", conversationHistory: [{ role: "user", content: "x".repeat(4001) }] },
      "conversationHistory.0.content",
    ],
    [
      "an unknown role",
      { message: "hi", conversationHistory: [{ role: "system", content: "x" }] },
      "conversationHistory.0.role",
    ],
  ])("400 for %s", async (_name, payload, field) => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/ai-content/discovery",
      headers: user.auth,
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty([field]);
    expect(t.ai.count()).toBe(0);
  });
});
