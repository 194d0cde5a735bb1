import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { fabricateCard } from "../ai/support/realistic-replies";
import { makeCard } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";
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

// requirements C7 Related cards: saving a suggestion (POST .../related), generate-batch-related
// (data.cardsGenerated, metadata.totalCost, totalTime), generate-smart-related (success, data.relatedCard,
// data.metadata). The suggestion itself and who may call the routes: related-cards.test.ts.

let t: AiTestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "1" });
  owner = await aiUser(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

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
