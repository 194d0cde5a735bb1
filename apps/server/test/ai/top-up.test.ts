import { isMcqCard, textKey } from "@recall/shared";
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations, generationJobs } from "../../src/db/schema/index";
import type { SignedUpUser } from "../helpers/factories";
import { type AiTestApp, aiUser, brief, createAiTestApp, generate, inject } from "./support/ai-test-app";
import { cardAsk, cardHandler, flaws, validCards } from "./support/flawed-replies";
import { fabricateCard } from "./support/realistic-replies";

/**
 * Generation delivers what was planned: a 24-card brief is 3 topics of 8 cards, 20 MCQ
 * planned (7 + 7 + 6, at least 80%). Models that under-deliver, write the wrong types, flaw their options, repeat
 * questions or write nothing usable are topped up (at most 3 extra calls per batch), else the course
 * keeps what was made and the shortfall is reported with exact numbers.
 */
let t: AiTestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp();
  user = await aiUser(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

type StoredCard = { face: string; type: string; options: string[] | null; answerIndex: number | null };

async function courseCards(courseId: string): Promise<StoredCard[]> {
  const res = await inject(t.app, user, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  expect(res.statusCode).toBe(200);
  return res.json().data.cards;
}

/** Every stored card passes the card checks, and no face repeats in the course. */
function expectValidCards(cards: StoredCard[]) {
  expect(new Set(cards.map((c) => textKey(c.face))).size).toBe(cards.length);
  for (const card of cards.filter(isMcqCard)) {
    const options = card.options!;
    expect(options).toHaveLength(4);
    expect(new Set(options.map(textKey)).size).toBe(4);
    expect(card.answerIndex).toBeGreaterThanOrEqual(0);
    expect(card.answerIndex).toBeLessThan(4);
    expect(` ${textKey(card.face)} `).not.toContain(` ${textKey(options[card.answerIndex!]!)} `);
  }
}

/** Card calls per topic (first call and top-ups): at most 1 + 3 per batch of 8. */
function callsPerTopic(): Map<string, number> {
  const calls = new Map<string, number>();
  for (const req of t.ai.requests) {
    const ask = cardAsk(req);
    if (ask) calls.set(ask.topic, (calls.get(ask.topic) ?? 0) + 1);
  }
  return calls;
}

async function expectPlannedCourse(res: Awaited<ReturnType<typeof generate>>) {
  expect(res.statusCode).toBe(200);
  const { data } = res.json();
  expect(data.shortfall).toBeNull();
  expect(data.course.cardCount).toBe(24);
  const cards = await courseCards(data.course.id);
  expect(cards).toHaveLength(24);
  expect(cards.filter(isMcqCard).length).toBeGreaterThanOrEqual(20);
  expectValidCards(cards);
  return { data, cards };
}

describe("top-up to the plan", () => {
  it("a model writing half the cards asked is topped up to 24 cards and 20 MCQ, within 3 extra calls per batch, each budget-reserved", async () => {
    t.ai.setHandler(
      cardHandler((ask) => validCards(ask.topic, Math.ceil(ask.total / 2), Math.min(ask.mcq, ask.total))),
    );
    const { data, cards } = await expectPlannedCourse(await generate(t.app, user, brief({ cardCount: 24 })));
    expect(cards.filter(isMcqCard)).toHaveLength(20);
    // 8 -> 4 kept, asks 4 -> 2, asks 2 -> 1, asks 1 -> 1: four calls per batch, the bound.
    expect([...callsPerTopic().values()]).toEqual([4, 4, 4]);
    const ledger = await t.database.db
      .select()
      .from(aiGenerations)
      .where(eq(aiGenerations.jobId, data.jobId));
    expect(ledger).toHaveLength(1 + 12);
    expect(ledger.every((g) => g.status === "succeeded" && g.reservedMicros > 0)).toBe(true);
    expect(data.metadata.calls).toBe(13);
  });

  it("a basic card where an MCQ was asked counts as a missing MCQ: the share is topped up, not given up", async () => {
    t.ai.setHandler(cardHandler((ask) => (ask.topUp ? undefined : validCards(ask.topic, ask.total, 0))));
    const { cards } = await expectPlannedCourse(await generate(t.app, user, brief({ cardCount: 24 })));
    expect(cards.filter(isMcqCard)).toHaveLength(20);
    const topUps = t.ai.requests.filter((r) => r.kind === "regenerate");
    expect(topUps).toHaveLength(3);
    for (const req of topUps) {
      expect(req.prompt).toMatch(/written as basic where a multiple-choice card was asked/);
      // Each batch kept as many basic cards as its basic quota, and asks for its MCQ only.
      expect(req.prompt).toMatch(/Write exactly (\d) replacement cards: \1 multiple-choice/);
    }
  });

  it("cards with flawed options or empty fields are refused and replaced", async () => {
    t.ai.setHandler(
      cardHandler((ask) => {
        const cards = validCards(ask.topic, ask.total, ask.mcq);
        if (ask.topUp) return cards;
        cards[0] = flaws.duplicateOptions(cards[0]!);
        cards[1] = flaws.indexOutOfRange(cards[1]!);
        cards[2] = flaws.answerInQuestion(cards[2]!);
        cards[3] = flaws.emptyBack(cards[3]!);
        return cards;
      }),
    );
    await expectPlannedCourse(await generate(t.app, user, brief({ cardCount: 24 })));
    const topUp = t.ai.requests.find((r) => r.kind === "regenerate")!;
    expect(topUp.prompt).toContain("Write exactly 4 replacement cards");
    expect(topUp.prompt).toMatch(/options are not distinct/);
    expect(topUp.prompt).toMatch(/answerIndex 7 is not the index of an option/);
    expect(topUp.prompt).toMatch(/the question gives away the correct option/);
    expect(topUp.prompt).toMatch(/empty answer/);
  });

  it("a question repeated across batches is kept once in the course; the others are topped up", async () => {
    const sameFaces = validCards("Everything", 8, 8).map((c, i) => ({ ...c, face: `What is idea ${i}?` }));
    t.ai.setHandler(
      cardHandler((ask) =>
        ask.topUp ? undefined : sameFaces.map((c, i) => ({ ...c, type: i < ask.mcq ? c.type : "basic" })),
      ),
    );
    await expectPlannedCourse(await generate(t.app, user, brief({ cardCount: 24 })));
    const topUps = t.ai.requests.filter((r) => r.kind === "regenerate");
    expect(topUps).toHaveLength(2);
    for (const req of topUps) expect(req.prompt).toMatch(/repeats a question already in the course/);
  });
});

describe("shortfall", () => {
  it("reports '22 of 24 cards were generated' with the MCQ share missed; the course keeps them and is usable", async () => {
    t.ai.setHandler(
      cardHandler((ask) => {
        if (!ask.topic.endsWith("part 3")) return undefined;
        return ask.topUp ? [] : validCards(ask.topic, 6, 4);
      }),
    );
    const res = await generate(t.app, user, brief({ cardCount: 24 }));
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.shortfall).toEqual({
      plannedCards: 24,
      cardsCreated: 22,
      missingCards: 2,
      plannedMcq: 20,
      mcqCreated: 18,
      missingMcq: 2,
      message: "22 of 24 cards were generated (18 of 20 multiple choice).",
    });
    expect(data.course.cardCount).toBe(22);
    expect(callsPerTopic().get("Photosynthesis: part 3")).toBe(4);
    const course = (await inject(t.app, user, "GET", `/api/courses/${data.course.id}`)).json().data.course;
    expect(course).toMatchObject({ isActive: true, cardCount: 22 });
    const cards = await courseCards(data.course.id);
    expect(cards.filter(isMcqCard)).toHaveLength(18);
    expectValidCards(cards);

    const job = (await inject(t.app, user, "GET", `/api/ai-content/jobs/${data.jobId}`)).json().data;
    expect(job).toMatchObject({
      status: "completed",
      progress: { totalBatches: 3, doneBatches: 3, cardsCreated: 22, plannedCards: 24, percentComplete: 100 },
      shortfall: data.shortfall,
      canGenerateRest: true,
      error: null,
    });
  });

  it("a topic with nothing usable leaves its batch empty: '16 of 24 cards were generated'", async () => {
    t.ai.setHandler(cardHandler((ask) => (ask.topic.endsWith("part 2") ? [] : undefined)));
    const res = await generate(t.app, user, brief({ cardCount: 24 }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.shortfall).toMatchObject({
      cardsCreated: 16,
      missingCards: 8,
      mcqCreated: 13,
      missingMcq: 7,
      message: "16 of 24 cards were generated (13 of 20 multiple choice).",
    });
    expect(callsPerTopic().get("Photosynthesis: part 2")).toBe(4);
  });

  it("only MCQ written: the extra MCQs fill the basic slots and the course is complete (the share is a floor)", async () => {
    t.ai.setHandler(cardHandler((ask) => validCards(ask.topic, ask.total, ask.total)));
    const { cards } = await expectPlannedCourse(await generate(t.app, user, brief({ cardCount: 24 })));
    expect(cards.filter(isMcqCard)).toHaveLength(24);
    expect(t.ai.count("regenerate")).toBe(0);
  });

  it("nothing usable at all: the job fails with a clear AI_ERROR and no course is created", async () => {
    t.ai.setHandler(cardHandler(() => ({ content: "Sorry, I cannot write cards today." })));
    const res = await generate(t.app, user, brief({ cardCount: 10 }));
    expect(res.statusCode).toBe(502);
    expect(res.json().error).toEqual({
      code: "AI_ERROR",
      message: "The AI model could not write usable cards for this course. Please try again.",
    });
    // 2 batches x (1 + 3 top-ups) logical calls, each with its one repair attempt.
    expect(t.ai.count("batch") + t.ai.count("regenerate")).toBe(16);
    const [job] = await t.database.db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.userId, user.id))
      .orderBy(desc(generationJobs.createdAt))
      .limit(1);
    expect(job).toMatchObject({ status: "failed", courseId: null, errorCode: "AI_ERROR" });
  });

  it("a single stray card of the wrong kind never fills an MCQ slot", async () => {
    const basic = fabricateCard("stray", "Photosynthesis", false);
    t.ai.setHandler(
      cardHandler((ask) => (ask.topUp ? [basic] : validCards(ask.topic, ask.total - 2, ask.mcq - 2))),
    );
    const res = await generate(t.app, user, brief({ cardCount: 24 }));
    const { shortfall } = res.json().data;
    // Each batch: 6 kept (all its basic slots used), 2 MCQ missing; the stray basic card is refused.
    expect(shortfall).toMatchObject({ cardsCreated: 18, missingCards: 6, missingMcq: 6 });
  });

  it("a face the owner adds by hand while the job runs is checked at commit: the generated twin is dropped and reported", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => {
      release = r;
    });
    const twin = "Which pigment captures light in photosynthesis?";
    t.ai.setHandler(
      cardHandler(async (ask) => {
        if (!ask.topic.endsWith("part 3") || ask.topUp) return ask.topUp ? [] : undefined;
        await held;
        const cards = validCards(ask.topic, ask.total, ask.mcq);
        return [{ ...cards[7]!, face: twin }, ...cards.slice(0, 7)];
      }),
    );
    const pending = generate(t.app, user, brief({ cardCount: 24 }));
    let courseId: string | null = null;
    for (let i = 0; i < 400 && !courseId; i++) {
      const [row] = await t.database.db
        .select()
        .from(generationJobs)
        .where(eq(generationJobs.userId, user.id))
        .orderBy(desc(generationJobs.createdAt))
        .limit(1);
      courseId = row?.status === "running" ? row.courseId : null;
      if (!courseId) await new Promise((r) => setTimeout(r, 25));
    }
    expect(courseId).not.toBeNull();
    const manual = await inject(t.app, user, "POST", "/api/courses/manual-card", {
      courseId,
      face: twin.toLowerCase(),
      back: "Chlorophyll",
      topic: "Pigments",
      level: "Beginner",
    });
    expect(manual.statusCode).toBe(201);
    release();
    const res = await pending;
    expect(res.json().data.shortfall).toMatchObject({ cardsCreated: 23, missingCards: 1 });
    const cards = await courseCards(courseId!);
    expect(cards).toHaveLength(24); // 23 generated + the one added by hand
    expect(cards.filter((c) => textKey(c.face) === textKey(twin))).toHaveLength(1);
  });
});
