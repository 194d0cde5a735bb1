import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { fabricateCard } from "../ai/support/realistic-replies";
import { makeCard, setPublic } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";
import { concept, relatedAnswer } from "./related-cards-fixtures";
import {
  botanyCourse,
  generateBatch,
  generateRelated,
  generateSmart,
  SOURCE_CARD,
  saveRelated,
  storedCards,
} from "./support";

// requirements C7 Related cards: generate-related (data.card, data.duplicateWarning, data.metadata.totalCost);
// requirements C2 options and the suggestion's fields; who may call every related-card route. Saving,
// generate-batch-related and generate-smart-related: related-cards-saving.test.ts.

let t: AiTestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "1" });
  [owner, other] = await Promise.all([aiUser(t.app), aiUser(t.app)]);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

describe("generate-related: a suggestion", () => {
  it("answers the suggestion's fields, no duplicate warning, the cost, and stores nothing", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const res = await generateRelated(t.app, owner, course.id, cards[0]!.id, {
      ...concept,
      options: { targetLevel: "Advanced", deepDiveDepth: "detailed", explanationDepth: "brief" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { card, duplicateWarning, metadata } = res.json().data;
    expect(card).toMatchObject({
      relationship: "next-step",
      difficulty: "Advanced",
      rationale: "Calvin cycle builds on the source card.",
      mcqCorrectIndex: 1,
    });
    expect(card.question).toMatch(/^What is Calvin cycle\?/);
    expect(card.mcqOptions).toHaveLength(4);
    expect(card.mcqOptions[card.mcqCorrectIndex]).toBe(card.answer);
    expect(card.suggestedTags).toEqual(["fabricated", "test"]);
    expect(card.fullCardData).toMatchObject({ face: card.question, topic: "Plants", level: "Advanced" });
    expect(duplicateWarning).toBeNull();
    expect(metadata.totalCost).toBeGreaterThan(0);
    expect(metadata.totalTime).toBeGreaterThanOrEqual(0);
    const prompt = t.ai.requests[0]!.prompt;
    expect(prompt).toContain("Related concept to write the card about: Calvin cycle");
    expect(prompt).toContain("Target level: Advanced");
    expect(prompt).toContain("deepDive content length: 200-350 words");
    expect(prompt).toContain("1 sentence each");
    expect(prompt).not.toContain("Questions already in the course");
    expect(await storedCards(t.app, owner, course.id)).toHaveLength(1);
    const ledger = await t.database.db
      .select()
      .from(aiGenerations)
      .where(and(eq(aiGenerations.userId, owner.id), eq(aiGenerations.kind, "related-card")));
    expect(ledger.length).toBeGreaterThan(0);
  });

  it("useFullContext sends the course's questions", async () => {
    const { course, cards } = await botanyCourse(t.app, owner, [
      SOURCE_CARD,
      makeCard({ face: "Which gas do plants release?", back: "Oxygen", topic: "Plants" }),
    ]);
    await generateRelated(t.app, owner, course.id, cards[0]!.id, {
      ...concept,
      options: { useFullContext: true },
    });
    expect(t.ai.requests[0]!.prompt).toContain("Questions already in the course (do not repeat them):");
    expect(t.ai.requests[0]!.prompt).toContain("- Which gas do plants release?");
  });

  it("duplicateWarning names the course's cards whose question reads like the new one", async () => {
    const { course, cards } = await botanyCourse(t.app, owner, [
      SOURCE_CARD,
      makeCard({ face: "What is the Calvin cycle of plants?", back: "Carbon fixation", topic: "Cycles" }),
    ]);
    t.ai.enqueue(
      relatedAnswer({
        ...fabricateCard("x", "Plants", true, 0),
        face: "What is the Calvin cycle in plants?",
      }),
    );
    const res = await generateRelated(t.app, owner, course.id, cards[0]!.id, concept);
    expect(res.statusCode, res.body).toBe(200);
    const warning = res.json().data.duplicateWarning;
    expect(warning.message).toMatch(/already has a card like this one/);
    expect(warning.similarCards).toEqual([
      { id: cards[1]!.id, topic: "Cycles", face: "What is the Calvin cycle of plants?" },
    ]);
  });

  it("asks again when the card repeats a question of the course or is an invalid MCQ", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    t.ai.enqueue(
      relatedAnswer({ ...fabricateCard("x", "Plants", true, 0), face: SOURCE_CARD.face }),
      relatedAnswer(fabricateCard("Calvin cycle", "Plants", true, 2)),
    );
    const res = await generateRelated(t.app, owner, course.id, cards[0]!.id, concept);
    expect(res.statusCode, res.body).toBe(200);
    expect(t.ai.count("related")).toBe(2);
    expect(t.ai.requests[1]!.prompt).toContain("repeats a question already in the course");
  });

  it("502 with a clear message and nothing stored when no usable card comes back", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    t.ai.setHandler(() =>
      relatedAnswer({ ...fabricateCard("x", "Plants", true, 0), options: ["a", "a", "b", "c"] }),
    );
    const res = await generateRelated(t.app, owner, course.id, cards[0]!.id, concept);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe("AI_ERROR");
    expect(res.json().error.message).toMatch(/could not write a usable card for "Calvin cycle" in 2 tries/);
    expect(res.json().error.message).toContain("Nothing was saved");
    expect(await storedCards(t.app, owner, course.id)).toHaveLength(1);
  });

  it("502 and nothing stored when the model answers nonsense or fails", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    t.ai.setHandler(() => ({ content: "Here is a card: photosynthesis is nice." }));
    const nonsense = await generateRelated(t.app, owner, course.id, cards[0]!.id, concept);
    expect(nonsense.statusCode).toBe(502);
    t.ai.setHandler(() => ({ status: 500, message: "upstream down" }));
    expect((await generateRelated(t.app, owner, course.id, cards[0]!.id, concept)).statusCode).toBe(502);
    expect(await storedCards(t.app, owner, course.id)).toHaveLength(1);
  });

  it("400 with field paths for a malformed body, before any model call", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const id = cards[0]!.id;
    const blank = await generateRelated(t.app, owner, course.id, id, { relatedConceptName: " " });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields).toEqual({ relatedConceptName: "Concept name is required" });
    const level = await generateRelated(t.app, owner, course.id, id, {
      ...concept,
      options: { targetLevel: "Expert" },
    });
    expect(level.json().error.fields).toEqual({
      "options.targetLevel": "must be Beginner, Intermediate or Advanced",
    });
    const unknown = await generateRelated(t.app, owner, course.id, id, { ...concept, prompt: "x" });
    expect(unknown.json().error.fields).toEqual({ prompt: "is not an allowed field" });
    expect((await generateRelated(t.app, owner, course.id, "nope", concept)).statusCode).toBe(400);
    expect(t.ai.count()).toBe(0);
  });
});

describe("related cards: owner only", () => {
  it("401 anonymous, 404 another user's private course, 403 their public one, for every route", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const id = cards[0]!.id;
    const save = { relatedConceptName: "Calvin cycle", card: makeCard({ face: "New?", back: "Yes" }) };
    const batch = { relatedConcepts: [{ name: "Calvin cycle" }] };
    const routes = [
      (who: SignedUpUser | null) => generateRelated(t.app, who, course.id, id, concept),
      (who: SignedUpUser | null) => saveRelated(t.app, who, course.id, id, save),
      (who: SignedUpUser | null) => generateBatch(t.app, who, course.id, id, batch),
      (who: SignedUpUser | null) => generateSmart(t.app, who, course.id, id),
    ];
    for (const route of routes) expect((await route(null)).statusCode).toBe(401);
    for (const route of routes) {
      const res = await route(other);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe("Course not found");
    }
    await setPublic(t.app, owner, course.id);
    for (const route of routes) {
      const res = await route(other);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe("You do not have permission to edit this course");
    }
    expect(t.ai.count()).toBe(0);
    expect(await storedCards(t.app, owner, course.id)).toHaveLength(1);
  });

  it("404 Card not found for a card of another course", async () => {
    const { course } = await botanyCourse(t.app, owner);
    const { cards: others } = await botanyCourse(t.app, owner);
    const res = await generateRelated(t.app, owner, course.id, others[0]!.id, concept);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe("Card not found");
  });

  it("402 BUDGET_EXCEEDED once the month's budget is spent; nothing stored", async () => {
    const spender = await aiUser(t.app);
    await t.database.db.insert(aiGenerations).values({
      userId: spender.id,
      kind: "related-card",
      provider: "openai-compatible",
      model: "scripted-model",
      status: "succeeded",
      costMicros: 999_990,
    });
    const { course, cards } = await botanyCourse(t.app, spender);
    for (const res of [
      await generateRelated(t.app, spender, course.id, cards[0]!.id, concept),
      await generateBatch(t.app, spender, course.id, cards[0]!.id, {
        relatedConcepts: [{ name: "Calvin cycle" }],
      }),
      await generateSmart(t.app, spender, course.id, cards[0]!.id),
    ]) {
      expect(res.statusCode).toBe(402);
      expect(res.json().error).toMatchObject({
        code: "BUDGET_EXCEEDED",
        message: "You have exceeded your monthly AI budget. It will reset next month.",
      });
    }
    expect(t.ai.count()).toBe(0);
    expect(await storedCards(t.app, spender, course.id)).toHaveLength(1);
  });

  it("503 AI_NOT_CONFIGURED naming the variables when no provider is configured", async () => {
    const plain = await createTestApp();
    try {
      const user = await aiUser(plain.app);
      const { course, cards } = await botanyCourse(plain.app, user);
      const res = await generateRelated(plain.app, user, course.id, cards[0]!.id, concept);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.code).toBe("AI_NOT_CONFIGURED");
      expect(res.json().error.message).toContain("AI_PROVIDER");
    } finally {
      await plain.close();
    }
  });
});
