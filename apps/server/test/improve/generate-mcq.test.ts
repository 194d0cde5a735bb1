import { IMPROVE_MESSAGES, MCQ_SUGGESTION_DEFAULTS, UNTRUSTED_CONFIDENCE } from "@recall/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { aiGenerations } from "../../src/db/schema/index";
import { MCQ_ATTEMPTS } from "../../src/modules/improve/mcq-suggestion.service";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { makeCard } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";
import {
  astronomyCourse,
  expectUnchanged as expectUnchangedCard,
  generateMcq,
  mcqAnswer,
  mercury,
  type StoredCard,
} from "./support";

// requirements C7 MCQ improvement: POST /courses/{courseId}/cards/{cardId}/generate-mcq {question, answer, context}
// → data {mcqOptions, mcqCorrectIndex, confidence, reasoning}; requirements C3 defaults; nothing is stored.

let t: AiTestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "1" });
  owner = await aiUser(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.ai.reset());

const expectUnchanged = (courseId: string, before: StoredCard) =>
  expectUnchangedCard(t.app, owner, courseId, before);

describe("generate-mcq: a suggestion", () => {
  it("answers 4 distinct options with the card's answer marked correct, confidence and reasoning", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    const res = await generateMcq(t.app, owner, course.id, card.id, {
      question: card.face,
      answer: card.back,
      context: "Astronomy",
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.mcqOptions).toHaveLength(4);
    expect(new Set(data.mcqOptions).size).toBe(4);
    expect(data.mcqOptions[data.mcqCorrectIndex]).toBe("Mercury");
    expect(data.confidence).toBe(0.9);
    expect(data.reasoning).toBe("The distractors are ideas learners often confuse with the answer.");
    expect(t.ai.count("mcq")).toBe(1);
    const prompt = t.ai.requests[0]!.prompt;
    expect(prompt).toContain("Question: Which planet is closest to the Sun?");
    expect(prompt).toContain("Answer: Mercury");
    expect(prompt).toContain("Course: Astronomy");
  });

  it("stores nothing: the card is unchanged and the call is in the ledger as an 'mcq' generation", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    expect((await generateMcq(t.app, owner, course.id, card.id)).statusCode).toBe(200);
    await expectUnchanged(course.id, card);
    const calls = await t.database.db
      .select()
      .from(aiGenerations)
      .where(and(eq(aiGenerations.userId, owner.id), eq(aiGenerations.kind, "mcq")));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((c) => c.status === "succeeded")).toBe(true);
  });

  it("context: the course name when none is sent (requirements C7)", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    await generateMcq(t.app, owner, course.id, cards[0]!.id);
    expect(t.ai.requests[0]!.prompt).toContain("Course: Astronomy\n");
  });

  it("confidence 0.8 and the default reasoning when the model gives none (requirements C3)", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    t.ai.enqueue(mcqAnswer(["Venus", "Mercury", "Mars", "Earth"], 1, { confidence: null, reasoning: null }));
    const res = await generateMcq(t.app, owner, course.id, mercury(cards).id);
    expect(res.json().data).toEqual({
      mcqOptions: ["Venus", "Mercury", "Mars", "Earth"],
      mcqCorrectIndex: 1,
      confidence: MCQ_SUGGESTION_DEFAULTS.confidence,
      reasoning: MCQ_SUGGESTION_DEFAULTS.reasoning,
      problems: [],
    });
  });

  it("confidence is clamped to 0-1 (a percentage is read as one)", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    t.ai.enqueue(
      mcqAnswer(["Venus", "Mercury", "Mars", "Earth"], 1, { confidence: 85 }),
      mcqAnswer(["Venus", "Mercury", "Mars", "Earth"], 1, { confidence: -3 }),
      mcqAnswer(["Venus", "Mercury", "Mars", "Earth"], 1, { confidence: 700 }),
    );
    const confidences = [];
    for (let i = 0; i < 3; i += 1)
      confidences.push((await generateMcq(t.app, owner, course.id, card.id)).json().data.confidence);
    expect(confidences).toEqual([0.85, 0, 1]);
  });
});

describe("generate-mcq: never trusts the model", () => {
  it("repairs an out-of-range index when exactly one option is the answer (one call)", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    t.ai.enqueue(mcqAnswer([" Venus ", "Mars", "Earth", "Mercury"], 4));
    const res = await generateMcq(t.app, owner, course.id, mercury(cards).id);
    expect(res.json().data).toMatchObject({
      mcqOptions: ["Venus", "Mars", "Earth", "Mercury"],
      mcqCorrectIndex: 3,
    });
    expect(t.ai.count("mcq")).toBe(1);
  });

  it("asks again, with the problems, after duplicate options or a distractor marked correct", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    t.ai.enqueue(
      mcqAnswer(["Mercury", "mercury", "Mars", "Earth"], 0),
      mcqAnswer(["Mercury", "Venus", "Mars", "Earth", "Pluto"], 0),
      mcqAnswer(["Venus", "Mars", "Mercury", "Earth"], 2),
    );
    const res = await generateMcq(t.app, owner, course.id, mercury(cards).id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      mcqOptions: ["Venus", "Mars", "Mercury", "Earth"],
      mcqCorrectIndex: 2,
    });
    expect(t.ai.count("mcq")).toBe(3);
    expect(t.ai.requests[1]!.lastUser).toContain("options are not distinct");
    expect(t.ai.requests[2]!.lastUser).toContain("needs exactly 4 options, had 5");
  });

  it("refuses a correct option the question gives away, and asks again", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner, [
      makeCard({ face: "Which planet is closest to the Sun?", back: "Mercury is closest", topic: "Planets" }),
    ]);
    t.ai.enqueue(
      mcqAnswer(["closest", "farthest", "largest", "hottest"], 0),
      mcqAnswer(["Venus", "Mercury", "Mars", "Earth"], 1),
    );
    const res = await generateMcq(t.app, owner, course.id, cards[0]!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.mcqOptions[res.json().data.mcqCorrectIndex]).toBe("Mercury");
    expect(t.ai.requests[1]!.lastUser).toContain("the question gives away the correct option");
  });

  it(`after ${MCQ_ATTEMPTS} answers the checks do not trust: the best goes to review, marked, with a low confidence`, async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    t.ai.enqueue(
      mcqAnswer(["Venus", "venus", "", "Pluto"], 0, { confidence: 0.95 }),
      mcqAnswer(["Venus", "Mars", "Earth", "Pluto"], 0, { confidence: 0.95 }),
      mcqAnswer(["Venus", "Mars", "Earth", "Earth"], 0, { confidence: 0.95 }),
    );
    const res = await generateMcq(t.app, owner, course.id, card.id);
    expect(res.statusCode, res.body).toBe(200);
    // The second answer has the fewest problems: its only one is that no option is the card's answer.
    expect(res.json().data).toEqual({
      mcqOptions: ["Venus", "Mars", "Earth", "Pluto"],
      mcqCorrectIndex: 0,
      confidence: UNTRUSTED_CONFIDENCE,
      reasoning: "Planets learners mix up.",
      problems: [
        {
          path: "mcqOptions.0",
          message: `the correct option A ("Venus") is not the card's answer; use the answer's own words`,
        },
      ],
    });
    expect(t.ai.count("mcq")).toBe(MCQ_ATTEMPTS);
    await expectUnchanged(course.id, card);
  });

  it("a suggestion with fewer than 4 options gets blank ones to fill, marked; a lost index is null", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    t.ai.setHandler(() => mcqAnswer(["Venus", "Mars", "Earth"], 7));
    const res = await generateMcq(t.app, owner, course.id, mercury(cards).id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      mcqOptions: ["Venus", "Mars", "Earth", ""],
      mcqCorrectIndex: null,
      problems: [
        { path: "mcqOptions.3", message: "an option is empty" },
        { path: "mcqCorrectIndex", message: IMPROVE_MESSAGES.selectCorrectAnswer },
      ],
    });
    expect(t.ai.requests[1]!.lastUser).toContain("needs exactly 4 options, had 3");
  });

  it("502 and nothing stored when the model answers nonsense (not JSON, even after the repair turn)", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    t.ai.setHandler(() => ({ content: "Sure! Here are some options: Venus, Mercury, Mars." }));
    const res = await generateMcq(t.app, owner, course.id, card.id);
    expect(res.statusCode).toBe(502);
    expect(res.json().error.code).toBe("AI_ERROR");
    expect(t.ai.count("mcq")).toBe(2);
    await expectUnchanged(course.id, card);
  });

  it("a provider failure is a 502 too, and nothing is stored", async () => {
    const { course, cards } = await astronomyCourse(t.app, owner);
    const card = mercury(cards);
    t.ai.setHandler(() => ({ status: 500, message: "upstream down" }));
    const res = await generateMcq(t.app, owner, course.id, card.id);
    expect(res.statusCode).toBe(502);
    await expectUnchanged(course.id, card);
  });
});
