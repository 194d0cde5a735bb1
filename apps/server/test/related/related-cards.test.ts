import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { fabricateCard } from "../ai/support/realistic-replies";
import { makeCard, setPublic } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";
import { createTestApp } from "../helpers/test-app";
import {
  botanyCourse,
  generateBatch,
  generateRelated,
  generateSmart,
  SOURCE_CARD,
  saveRelated,
  storedCards,
} from "./support";

// requirements C7 Related cards: generate-related (data.card, data.duplicateWarning, data.metadata.totalCost),
// generate-batch-related (data.cardsGenerated, metadata.totalCost, totalTime), generate-smart-related
// (success, data.relatedCard, data.metadata); requirements C2 options and the suggestion's fields.

let t: AiTestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "1" });
  [owner, other] = await Promise.all([aiUser(t.app), aiUser(t.app)]);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const concept = { relatedConceptName: "Calvin cycle", relatedConceptTeaser: "Where the sugar is built" };

/** A model answer for the related-card prompt. */
const relatedAnswer = (card: Record<string, unknown>, relationship = "next-step") => ({
  json: { relationship, rationale: "It is the next step.", card },
});

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

describe("saving a related card (POST .../related)", () => {
  it("stores the edited card and links it both ways (linkCards)", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const source = cards[0]!;
    const gen = await generateRelated(t.app, owner, course.id, source.id, concept);
    const full = gen.json().data.card.fullCardData;
    const res = await saveRelated(t.app, owner, course.id, source.id, {
      relatedConceptName: "Calvin cycle",
      card: { ...full, back: `${full.back}` },
      linkCards: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { card, sourceCard } = res.json().data;
    expect(sourceCard.relatedConcepts[0]).toEqual({
      title: "Calvin cycle",
      teaser: "Where the sugar is built",
      cardIds: [card.id],
    });
    expect(sourceCard.relatedConcepts[1].cardIds).toEqual([]);
    expect(card.relatedConcepts).toContainEqual({
      title: "Photosynthesis",
      teaser: SOURCE_CARD.face,
      cardIds: [source.id],
    });
    const stored = await storedCards(t.app, owner, course.id);
    expect(stored).toHaveLength(2);
    expect(stored.find((c) => c.id === source.id)!.relatedConcepts[0]!.cardIds).toEqual([card.id]);
  });

  it("without linkCards the cards are not linked", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const res = await saveRelated(t.app, owner, course.id, cards[0]!.id, {
      relatedConceptName: "Calvin cycle",
      card: makeCard({ face: "What builds sugar in the stroma?", back: "The Calvin cycle", topic: "Plants" }),
      linkCards: false,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.sourceCard.relatedConcepts[0].cardIds).toEqual([]);
    expect(res.json().data.card.relatedConcepts).toEqual([]);
  });

  it("400 on the card's fields with the shared card rules; nothing stored", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const res = await saveRelated(t.app, owner, course.id, cards[0]!.id, {
      relatedConceptName: "Calvin cycle",
      card: makeCard({ face: "Which?", back: "B", type: "mcq", options: ["A", "B"], answerIndex: 5 }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)[0]).toMatch(/^card\./);
    expect(await storedCards(t.app, owner, course.id)).toHaveLength(1);
  });
});

describe("generate-batch-related", () => {
  it("stores one linked card per concept; cardsGenerated, totalCost and totalTime", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const source = cards[0]!;
    const res = await generateBatch(t.app, owner, course.id, source.id, {
      relatedConcepts: [{ name: "Calvin cycle" }, { name: "Chlorophyll", teaser: "The green pigment" }],
      options: { targetLevel: "Beginner" },
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.cardsGenerated).toBe(2);
    expect(data.failed).toEqual([]);
    expect(data.metadata.totalCost).toBeGreaterThan(0);
    expect(typeof data.metadata.totalTime).toBe("number");
    expect(t.ai.count("related")).toBe(2);
    const stored = await storedCards(t.app, owner, course.id);
    expect(stored).toHaveLength(3);
    const after = stored.find((c) => c.id === source.id)!;
    expect(after.relatedConcepts.map((c) => c.cardIds.length)).toEqual([1, 1]);
    for (const card of data.cards) {
      expect(card.level).toBe("Beginner");
      expect(
        card.relatedConcepts.find((c: { title: string }) => c.title === "Photosynthesis").cardIds,
      ).toEqual([source.id]);
    }
  });

  it("keeps the multiple-choice share like every generator: the schema asks the type, a basic card where an MCQ was asked is refused, the shortfall says so", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    // A model that only ever writes basic cards.
    t.ai.setHandler((req) => {
      const name = /Related concept to write the card about: (.+)/.exec(req.prompt)?.[1] ?? "x";
      return relatedAnswer(fabricateCard(`${name} ${t.ai.requests.length}`, "Plants", false, 0));
    });
    const names = ["Calvin cycle", "Chlorophyll", "Stomata", "Xylem", "Phloem"];
    const res = await generateBatch(t.app, owner, course.id, cards[0]!.id, {
      relatedConcepts: names.map((name) => ({ name })),
    });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    // 5 concepts plan 4 MCQ (at least 80%): the basic answers for those are refused twice each.
    expect(data.cardsGenerated).toBe(1);
    expect(data.failed.map((f: { name: string }) => f.name)).toEqual(names.slice(0, 4));
    expect(data.shortfall).toMatchObject({
      plannedCards: 5,
      cardsCreated: 1,
      plannedMcq: 4,
      mcqCreated: 0,
      message: "1 of 5 cards were generated (0 of 4 multiple choice).",
    });
    const sent = t.ai.requests.find((r) => /Xylem/.test(r.prompt))!;
    const schema = sent.responseFormat!.json_schema!.schema as {
      properties: { card: { properties: { type: unknown; options: unknown } } };
    };
    expect(schema.properties.card.properties.type).toMatchObject({ const: "mcq" });
    expect(schema.properties.card.properties.options).toMatchObject({ minItems: 4, maxItems: 4 });
  });

  it("keeps the usable cards and reports the concepts that failed", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    t.ai.setHandler((req) =>
      /Chlorophyll/.test(req.prompt)
        ? { content: "no" }
        : relatedAnswer(fabricateCard("Calvin cycle", "Plants", true, 1)),
    );
    const res = await generateBatch(t.app, owner, course.id, cards[0]!.id, {
      relatedConcepts: [{ name: "Calvin cycle" }, { name: "Chlorophyll" }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.cardsGenerated).toBe(1);
    expect(res.json().data.failed).toEqual([
      { name: "Chlorophyll", message: expect.stringContaining("invalid answer") },
    ]);
    expect(await storedCards(t.app, owner, course.id)).toHaveLength(2);
  });

  it("502 and nothing stored when every concept fails", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    t.ai.setHandler(() => ({ content: "no" }));
    const res = await generateBatch(t.app, owner, course.id, cards[0]!.id, {
      relatedConcepts: [{ name: "Calvin cycle" }, { name: "Chlorophyll" }],
    });
    expect(res.statusCode).toBe(502);
    expect(await storedCards(t.app, owner, course.id)).toHaveLength(1);
  });

  it("400 for no concepts or too many", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const none = await generateBatch(t.app, owner, course.id, cards[0]!.id, { relatedConcepts: [] });
    expect(none.json().error.fields).toEqual({ relatedConcepts: "Choose at least one concept" });
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `C${i}` }));
    const tooMany = await generateBatch(t.app, owner, course.id, cards[0]!.id, { relatedConcepts: many });
    expect(tooMany.json().error.fields).toEqual({ relatedConcepts: "at most 20 concepts" });
    expect(t.ai.count()).toBe(0);
  });
});

describe("generate-smart-related", () => {
  it("picks the first concept without a card, stores and links the new card", async () => {
    const { course, cards } = await botanyCourse(t.app, owner);
    const source = cards[0]!;
    const first = await generateSmart(t.app, owner, course.id, source.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, data: { concept: { title: "Calvin cycle" } } });
    const second = await generateSmart(t.app, owner, course.id, source.id);
    expect(second.json().data.concept.title).toBe("Chlorophyll");
    const after = (await storedCards(t.app, owner, course.id)).find((c) => c.id === source.id)!;
    expect(after.relatedConcepts.map((c) => c.cardIds)).toEqual([
      [first.json().data.relatedCard.id],
      [second.json().data.relatedCard.id],
    ]);
    const third = await generateSmart(t.app, owner, course.id, source.id);
    expect(third.statusCode).toBe(400);
    expect(third.json().error.message).toBe("Every related concept of this card already has a linked card.");
    expect(t.ai.count("related")).toBe(2);
  });
});
