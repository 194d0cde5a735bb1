import { AI_MESSAGES, isMcqCard, SYLLABUS_MESSAGES, textKey } from "@recall/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations, syllabusSubtopics } from "../../src/db/schema/index";
import { type AiTestApp, aiUser, createAiTestApp, inject } from "../ai/support/ai-test-app";
import { cardAsk, cardHandler, flaws, validCards } from "../ai/support/flawed-replies";
import type { SignedUpUser } from "../helpers/factories";
import { generateSubtopic, makeSyllabus, nextSubtopics, report } from "./support";

/**
 * requirements C7 generate-subtopic {indexId, subtopicName, cardCount (default 8)} → course.cardCount; requirements C4
 * "Each generated batch (8 cards) advances progress"; the planned count and MCQ share with at
 * most 3 top-up calls, else a reported shortfall; concurrent calls never generate one subtopic twice.
 */
const BUDGET_USD = 5;
let t: AiTestApp;
let user: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: String(BUDGET_USD) });
  user = await aiUser(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

type StoredCard = {
  face: string;
  type: string;
  options: string[] | null;
  answerIndex: number | null;
  topic: string;
};

async function courseCards(courseId: string): Promise<StoredCard[]> {
  const res = await inject(t.app, user, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  expect(res.statusCode).toBe(200);
  return res.json().data.cards;
}

const cardCalls = () => t.ai.requests.filter((r) => cardAsk(r) !== null);

describe("generate-subtopic", () => {
  it("8 cards (7 MCQ: its share of the syllabus's 32 of 40) land in the syllabus's course and the coverage report moves", async () => {
    const { id, courseId, first } = await makeSyllabus(t.app, user, "Optics", 40);
    const res = await generateSubtopic(t.app, user, { indexId: id, subtopicName: first });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.course).toMatchObject({ id: courseId, cardCount: 8 });
    expect(data.cardsGenerated).toBe(8);
    expect(data.shortfall).toBeNull();
    expect(data.subtopic).toMatchObject({
      name: first,
      status: "completed",
      cardCount: 8,
      generating: false,
    });
    const cards = await courseCards(courseId);
    expect(cards).toHaveLength(8);
    expect(cards.filter(isMcqCard)).toHaveLength(7);
    expect(new Set(cards.map((c) => textKey(c.face))).size).toBe(8);
    expect(cards.every((c) => c.topic === first)).toBe(true);
    const ask = cardAsk(cardCalls()[0]!)!;
    expect(ask).toMatchObject({ total: 8, mcq: 7, topic: first });

    const r = (await report(t.app, user, id)).json().data;
    expect(r.status).toBe("in_progress");
    expect(r.progress).toEqual({
      totalCards: 8,
      plannedCards: 40,
      percentComplete: 20,
      mcqCards: 7,
      plannedMcq: 32,
    });
    expect(r.byDifficulty).toEqual({ beginner: 8, intermediate: 0, advanced: 0 });
    const next = (await nextSubtopics(t.app, user, id)).json().data.subtopics;
    expect(next.map((s: { name: string }) => s.name)).toEqual(["Optics 2", "Optics 3", "Optics 4"]);
    // The call is in the ledger as a syllabus-subtopic generation.
    const ledger = await t.database.db.select().from(aiGenerations).where(eq(aiGenerations.userId, user.id));
    expect(ledger.some((g) => g.kind === "syllabus-subtopic" && g.status === "succeeded")).toBe(true);
  });

  it("409 once the subtopic has its planned cards; the model is not called", async () => {
    const { id, first } = await makeSyllabus(t.app, user, "Optics", 40);
    expect((await generateSubtopic(t.app, user, { indexId: id, subtopicName: first })).statusCode).toBe(200);
    t.ai.reset();
    const again = await generateSubtopic(t.app, user, { indexId: id, subtopicName: first.toUpperCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(SYLLABUS_MESSAGES.subtopicComplete);
    expect(t.ai.requests).toHaveLength(0);
  });

  it("a smaller batch leaves the subtopic in progress; the next call asks only for what is missing", async () => {
    const { id, first, courseId } = await makeSyllabus(t.app, user, "Optics", 40);
    const part = await generateSubtopic(t.app, user, { indexId: id, subtopicName: first, cardCount: 3 });
    expect(part.json().data.subtopic).toMatchObject({ status: "in_progress", cardCount: 3 });
    expect((await nextSubtopics(t.app, user, id)).json().data.subtopics[0].name).toBe(first);
    t.ai.reset();
    const rest = await generateSubtopic(t.app, user, { indexId: id, subtopicName: first, cardCount: 16 });
    expect(rest.json().data.subtopic).toMatchObject({ status: "completed", cardCount: 8 });
    expect(cardAsk(cardCalls()[0]!)!.total).toBe(5);
    expect(await courseCards(courseId)).toHaveLength(8);
  });

  it("an under-delivering model is topped up to 8 cards and 7 MCQ within 3 extra calls", async () => {
    t.ai.setHandler(
      cardHandler((ask) => validCards(ask.topic, Math.ceil(ask.total / 2), Math.min(ask.mcq, ask.total))),
    );
    const { id, first, courseId } = await makeSyllabus(t.app, user, "Optics", 40);
    const res = await generateSubtopic(t.app, user, { indexId: id, subtopicName: first });
    expect(res.json().data).toMatchObject({ cardsGenerated: 8, shortfall: null });
    expect(cardCalls()).toHaveLength(4); // 8 -> 4, 4 -> 2, 2 -> 1, 1 -> 1
    expect((await courseCards(courseId)).filter(isMcqCard)).toHaveLength(7);
  });

  it("basic cards where MCQs were asked count as missing MCQs and are asked again", async () => {
    t.ai.setHandler(
      cardHandler((ask) =>
        ask.topUp
          ? undefined
          : validCards(ask.topic, ask.total, 0).map((c, i) => (i === 0 ? flaws.emptyBack(c) : c)),
      ),
    );
    const { id, first, courseId } = await makeSyllabus(t.app, user, "Optics", 40);
    const res = await generateSubtopic(t.app, user, { indexId: id, subtopicName: first });
    expect(res.json().data.shortfall).toBeNull();
    const cards = await courseCards(courseId);
    expect(cards).toHaveLength(8);
    expect(cards.filter(isMcqCard)).toHaveLength(7);
    expect(cardAsk(cardCalls()[1]!)).toMatchObject({ total: 7, mcq: 7, topUp: true });
  });

  it("a model that keeps falling short: the cards made are kept and the shortfall is reported and recorded", async () => {
    t.ai.setHandler(cardHandler((ask) => validCards(ask.topic, 1, Math.min(1, ask.mcq))));
    const { id, first, courseId } = await makeSyllabus(t.app, user, "Optics", 40);
    const res = await generateSubtopic(t.app, user, { indexId: id, subtopicName: first });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(cardCalls()).toHaveLength(4); // the bound: 1 + 3 top-ups
    expect(data.cardsGenerated).toBe(4);
    expect(data.shortfall).toMatchObject({ plannedCards: 8, cardsCreated: 4, missingCards: 4 });
    expect(data.shortfall.message).toBe("4 of 8 cards were generated (4 of 7 multiple choice).");
    expect(data.subtopic).toMatchObject({
      status: "in_progress",
      cardCount: 4,
      lastShortfall: data.shortfall.message,
    });
    expect(data.course.cardCount).toBe(4);
    expect(await courseCards(courseId)).toHaveLength(4);
    // The rest can be generated: the subtopic is still next.
    expect((await nextSubtopics(t.app, user, id)).json().data.subtopics[0].name).toBe(first);
  });

  it("a model that writes nothing usable: the bounded calls, then a shortfall of every card, nothing stored", async () => {
    t.ai.setHandler(cardHandler(() => ({ content: "Sorry, I cannot help with that." })));
    const { id, first, courseId } = await makeSyllabus(t.app, user, "Optics", 40);
    const res = await generateSubtopic(t.app, user, { indexId: id, subtopicName: first });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.cardsGenerated).toBe(0);
    expect(data.shortfall.message).toBe("0 of 8 cards were generated (0 of 7 multiple choice).");
    expect(data.subtopic).toMatchObject({ status: "not_started", cardCount: 0, generating: false });
    // 4 calls at most (1 + 3 top-ups), each with its one repair attempt.
    expect(cardCalls().filter((r) => !r.isRepair)).toHaveLength(4);
    expect(await courseCards(courseId)).toHaveLength(0);
  });

  it("5 concurrent calls for one subtopic: one generates, the others get 409, no card is doubled", async () => {
    t.ai.setLatency(150);
    const { id, first, courseId } = await makeSyllabus(t.app, user, "Optics", 40);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => generateSubtopic(t.app, user, { indexId: id, subtopicName: first })),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409]);
    for (const r of responses.filter((x) => x.statusCode === 409)) {
      expect([SYLLABUS_MESSAGES.subtopicBusy, SYLLABUS_MESSAGES.subtopicComplete]).toContain(
        r.json().error.message,
      );
    }
    expect(cardCalls()).toHaveLength(1);
    expect(await courseCards(courseId)).toHaveLength(8);
    const r = (await report(t.app, user, id)).json().data;
    expect(r.progress.totalCards).toBe(8);
    expect(r.subtopics[0]).toMatchObject({ cardCount: 8, status: "completed", generating: false });
  });

  it("concurrent calls for different subtopics all generate, and the totals add up", async () => {
    t.ai.setLatency(50);
    const { id, courseId } = await makeSyllabus(t.app, user, "Optics", 40);
    const names = ["Optics 1", "Optics 2", "Optics 3"];
    const responses = await Promise.all(
      names.map((n) => generateSubtopic(t.app, user, { indexId: id, subtopicName: n })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await courseCards(courseId)).toHaveLength(24);
    expect((await report(t.app, user, id)).json().data.progress.totalCards).toBe(24);
  });

  it("a claim left by a killed process is taken over once stale", async () => {
    const { id, first } = await makeSyllabus(t.app, user, "Optics", 40);
    const db = t.database.db;
    const [row] = await db
      .select()
      .from(syllabusSubtopics)
      .where(and(eq(syllabusSubtopics.syllabusId, id), eq(syllabusSubtopics.name, first)));
    await db
      .update(syllabusSubtopics)
      .set({ generatingSince: new Date(), status: "in_progress" })
      .where(eq(syllabusSubtopics.id, row!.id));
    const busy = await generateSubtopic(t.app, user, { indexId: id, subtopicName: first });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toBe(SYLLABUS_MESSAGES.subtopicBusy);
    await db
      .update(syllabusSubtopics)
      .set({ generatingSince: new Date(Date.now() - 365 * 24 * 3600_000) })
      .where(eq(syllabusSubtopics.id, row!.id));
    expect((await generateSubtopic(t.app, user, { indexId: id, subtopicName: first })).statusCode).toBe(200);
  });
});

describe("budget", () => {
  async function spend(userId: string, micros: number) {
    await t.database.db.insert(aiGenerations).values({
      userId,
      kind: "course",
      provider: "openai-compatible",
      model: "scripted-model",
      status: "succeeded",
      costMicros: micros,
    });
  }

  it("over budget: 402 with the requirements C8 message, nothing stored, the subtopic not held", async () => {
    const poor = await aiUser(t.app);
    const { id, first, courseId } = await makeSyllabus(t.app, poor, "Optics", 40);
    await spend(poor.id, BUDGET_USD * 1_000_000);
    t.ai.reset();
    const res = await generateSubtopic(t.app, poor, { indexId: id, subtopicName: first });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(AI_MESSAGES.budgetExceeded);
    expect(res.json().error.message).toBe(
      "You have exceeded your monthly AI budget. It will reset next month.",
    );
    expect(t.ai.requests).toHaveLength(0);
    const r = (await report(t.app, poor, id)).json().data;
    expect(r.subtopics[0]).toMatchObject({ status: "not_started", cardCount: 0, generating: false });
    expect((await nextSubtopics(t.app, poor, id)).json().data.subtopics[0].name).toBe(first);
    const course = await inject(t.app, poor, "GET", `/api/courses/${courseId}`);
    expect(course.json().data.course.cardCount).toBe(0);
  });

  it("the budget runs out during the top-ups: the cards made are kept and the shortfall says why", async () => {
    const poor = await aiUser(t.app);
    const { id, first } = await makeSyllabus(t.app, poor, "Optics", 40);
    t.ai.setHandler(
      cardHandler(async (ask) => {
        // The first answer is short, and meanwhile the month's budget is used up.
        await spend(poor.id, BUDGET_USD * 1_000_000);
        return validCards(ask.topic, 5, Math.min(5, ask.mcq));
      }),
    );
    const res = await generateSubtopic(t.app, poor, { indexId: id, subtopicName: first });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.cardsGenerated).toBe(5);
    expect(data.shortfall.message).toBe(
      `5 of 8 cards were generated (5 of 7 multiple choice). ${AI_MESSAGES.budgetExceeded}`,
    );
    expect(data.subtopic).toMatchObject({ status: "in_progress", cardCount: 5 });
    expect(cardCalls()).toHaveLength(1);
  });

  it("over budget before the syllabus is structured: 402, nothing stored", async () => {
    const poor = await aiUser(t.app);
    await spend(poor.id, BUDGET_USD * 1_000_000);
    const res = await inject(t.app, poor, "POST", "/api/ai-content/syllabus/generate", { topic: "Optics" });
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(AI_MESSAGES.budgetExceeded);
    expect((await inject(t.app, poor, "GET", "/api/ai-content/syllabus")).json().data.syllabi).toEqual([]);
  });
});
