import { passageSupport } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { syllabi, syllabusSubtopics } from "../../src/db/schema/index";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { cardHandler } from "../ai/support/flawed-replies";
import { passageCard } from "../ai/support/realistic-replies";
import type { SignedUpUser } from "../helpers/factories";
import {
  answerOf,
  createNotes,
  INVENTED,
  NOTES_PASSAGES,
  passageOfPrompt,
  squash,
  storedCardsOf,
} from "../materials/notes";
import { createSyllabus, generateSubtopic, report } from "./support";

/**
 * a syllabus from the learner's material. The structure call reads the material, each subtopic
 * is given its run of passages, and generate-subtopic writes its cards from them: every card keeps its
 * passage, and a card whose answer has no support in it is rejected and topped up.
 */
let t: AiTestApp;
let owner: SignedUpUser;
let materialId: string;
beforeAll(async () => {
  t = await createAiTestApp();
  owner = await aiUser(t.app);
  materialId = await createNotes(t.app, owner);
});
afterAll(() => t.close());
beforeEach(() => {
  t.ai.reset();
  t.ai.setHandler(null);
});

const cardsOf = (courseId: string) => storedCardsOf(t.app, owner, courseId);

async function materialSyllabus(targetCardCount = 40) {
  const res = await createSyllabus(t.app, owner, { topic: "Photosynthesis", targetCardCount, materialId });
  expect(res.statusCode, res.body).toBe(200);
  const syllabus = res.json().data.syllabus;
  const subtopics = await t.database.db
    .select()
    .from(syllabusSubtopics)
    .where(eq(syllabusSubtopics.syllabusId, syllabus.id));
  return { syllabus, subtopics: subtopics.sort((a, b) => a.order - b.order) };
}

describe("a syllabus from the learner's material", () => {
  it("structures from the material and gives each subtopic its run of passages, in material order", async () => {
    const { syllabus, subtopics } = await materialSyllabus();
    const call = t.ai.requests.find((r) => r.kind === "syllabus")!;
    expect(call.prompt).toContain("The course is written from the learner's own material");
    expect(call.prompt).toContain("Limiting factors control the rate of photosynthesis");
    const [row] = await t.database.db.select().from(syllabi).where(eq(syllabi.id, syllabus.id));
    expect(row!.materialId).toBe(materialId);
    const runs = subtopics.map((s) => s.passageIndexes);
    expect(runs.every((r) => r.length > 0)).toBe(true);
    // Every passage belongs to some subtopic, and the runs never go back in the material.
    expect(new Set(runs.flat())).toEqual(new Set(NOTES_PASSAGES.map((_, i) => i)));
    const starts = runs.map((r) => r[0]!);
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
  });

  it("generate-subtopic writes the cards from the subtopic's passage; every card keeps it; the report moves", async () => {
    const { syllabus, subtopics } = await materialSyllabus();
    const last = subtopics.at(-1)!;
    t.ai.reset();
    const res = await generateSubtopic(t.app, owner, { indexId: syllabus.id, subtopicName: last.name });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cardsGenerated: 8, shortfall: null });
    const own = new Set(last.passageIndexes.map((p) => squash(NOTES_PASSAGES[p]!)));
    const calls = t.ai.requests.filter((r) => r.kind === "batch");
    expect(calls.length).toBeGreaterThan(0);
    for (const r of calls) expect(own.has(passageOfPrompt(r.prompt)!)).toBe(true);
    const cards = await cardsOf(syllabus.courseId);
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      expect(own.has(squash(card.sourcePassage ?? ""))).toBe(true);
      expect(passageSupport(answerOf(card), card.sourcePassage!).supported).toBe(true);
    }
    expect((await report(t.app, owner, syllabus.id)).json().data.progress.totalCards).toBe(8);
  });

  it("a card whose answer has no support in its passage is rejected and topped up", async () => {
    const { syllabus, subtopics } = await materialSyllabus();
    t.ai.setHandler(
      cardHandler((ask, req) => {
        const passage = passageOfPrompt(req.prompt)!;
        const cards = Array.from({ length: ask.total }, (_, i) =>
          passageCard(passage, ask.topic, i < ask.mcq, i),
        );
        if (!ask.topUp) {
          const last = cards.length - 1;
          const card = cards[last]!;
          cards[last] = {
            ...card,
            back: INVENTED,
            options: card.options?.map((o, k) => (k === card.answerIndex ? INVENTED : o)) ?? null,
          };
        }
        return cards;
      }),
    );
    const res = await generateSubtopic(t.app, owner, {
      indexId: syllabus.id,
      subtopicName: subtopics[0]!.name,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cardsGenerated: 8, shortfall: null });
    const topUps = t.ai.requests.filter((r) => r.kind === "regenerate");
    expect(topUps.length).toBe(t.ai.requests.filter((r) => r.kind === "batch").length);
    for (const r of topUps) expect(r.prompt).toContain("the answer is not supported by the passage");
    const cards = await cardsOf(syllabus.courseId);
    expect(cards).toHaveLength(8);
    expect(cards.some((c) => answerOf(c).includes("Mitochondria"))).toBe(false);
    expect(cards.every((c) => c.sourcePassage)).toBe(true);
  });

  it("a batch written in several chunks renews its claim before each chunk after the first", async () => {
    // Two subtopics of 10 cards: the second has two passages, so its batch is two chunks.
    t.ai.setHandler(async (req) => {
      if (req.kind !== "syllabus") return cardHandler(() => undefined)(req);
      return {
        json: {
          mainTopic: "Photosynthesis",
          description: "From the notes.",
          subtopics: [1, 2].map((i) => ({
            name: `Part ${i}`,
            description: `Part ${i} of the notes.`,
            difficulty: "beginner",
            plannedCards: 10,
          })),
        },
      };
    });
    const { syllabus, subtopics } = await materialSyllabus(20);
    const second = subtopics[1]!;
    expect(second).toMatchObject({ plannedCards: 10, passageIndexes: [1, 2] });
    const claims: number[] = [];
    t.ai.setHandler(
      cardHandler(async (ask, req) => {
        const [row] = await t.database.db
          .select()
          .from(syllabusSubtopics)
          .where(eq(syllabusSubtopics.id, second.id));
        if (!ask.topUp) claims.push(row!.generatingSince!.getTime());
        const passage = passageOfPrompt(req.prompt)!;
        return Array.from({ length: ask.total }, (_, i) => passageCard(passage, ask.topic, i < ask.mcq, i));
      }),
    );
    const res = await generateSubtopic(t.app, owner, {
      indexId: syllabus.id,
      subtopicName: second.name,
      cardCount: 10,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ cardsGenerated: 10, shortfall: null });
    expect(claims).toHaveLength(2);
    // The second chunk runs under a renewed claim (a later claim time than the first chunk's).
    expect(claims[1]!).toBeGreaterThan(claims[0]!);
    const cards = await cardsOf(syllabus.courseId);
    expect(new Set(cards.map((c) => c.sourcePassage))).toEqual(
      new Set([NOTES_PASSAGES[1], NOTES_PASSAGES[2]]),
    );
  });

  it("another user's material and a missing one are not found (404); a malformed id is 400 on materialId", async () => {
    const stranger = await aiUser(t.app);
    const create = (who: SignedUpUser, id: unknown) =>
      createSyllabus(t.app, who, { topic: "Photosynthesis", targetCardCount: 40, materialId: id });
    const foreign = await create(stranger, materialId);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe("Material not found");
    expect((await create(owner, "00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
    const invalid = await create(owner, "not-a-uuid");
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields)).toEqual(["materialId"]);
    expect(t.ai.count()).toBe(0);
  });
});
