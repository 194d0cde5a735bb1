import { IMPROVE_MESSAGES, UNTRUSTED_CONFIDENCE } from "@recall/shared";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MCQ_ATTEMPTS } from "../../src/modules/improve/mcq-suggestion.service";
import { type AiTestApp, aiUser, createAiTestApp } from "../ai/support/ai-test-app";
import { mcqFlawingModel, mcqFlawOf } from "../ai/support/flawed-mcq-options";
import { makeCard } from "../courses/course-helpers";
import type { SignedUpUser } from "../helpers/factories";
import { astronomyCourse, generateMcq, saveMcqOptions, storedCards } from "./support";

// Improve Course against a model that gets one card in five wrong every time it is asked: every card
// gets a suggestion (requirements C3 mcqOptions, mcqCorrectIndex, confidence, reasoning); the ones the checks do
// not trust come marked, with a low confidence, for the owner's review; nothing is stored until approved.

const PLANETS = [
  ["Which planet is closest to the Sun?", "Mercury"],
  ["Which planet is known as the Red Planet?", "Mars"],
  ["What is the largest planet of the solar system?", "Jupiter"],
  ["Which planet has the most famous rings?", "Saturn"],
  ["Which planet is farthest from the Sun?", "Neptune"],
  ["Which planet spins on its side?", "Uranus"],
  ["Which planet has the longest day?", "Venus"],
  ["Which planet has the Great Red Spot?", "Jupiter"],
] as const;

let t: AiTestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createAiTestApp({ AI_MONTHLY_BUDGET_USD: "5" });
  owner = await aiUser(t.app);
});
afterAll(() => t.close());
beforeEach(() => {
  t.ai.reset();
  t.ai.setHandler(mcqFlawingModel);
});

const course = () =>
  astronomyCourse(
    t.app,
    owner,
    PLANETS.map(([face, back]) => makeCard({ face, back, topic: "Planets" })),
  );

describe("generate-mcq with a model that flaws some cards", () => {
  it("every card gets a suggestion; the untrusted ones are marked, low in confidence, and nothing is stored", async () => {
    const { course: c, cards } = await course();
    const flawed = cards.filter((card) => mcqFlawOf(card.face));
    expect(flawed.map((card) => mcqFlawOf(card.face))).toEqual([
      "reworded answer",
      "repeated option",
      "blank option",
    ]);
    for (const card of cards) {
      t.ai.reset();
      t.ai.setHandler(mcqFlawingModel);
      const res = await generateMcq(t.app, owner, c.id, card.id, { question: card.face, answer: card.back });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      if (mcqFlawOf(card.face)) {
        expect(data.problems.length, card.face).toBeGreaterThan(0);
        expect(data.confidence).toBeLessThanOrEqual(UNTRUSTED_CONFIDENCE);
        expect(t.ai.count("mcq")).toBe(MCQ_ATTEMPTS);
      } else {
        expect(data.problems).toEqual([]);
        expect(data.confidence).toBe(0.9);
        expect(data.mcqOptions[data.mcqCorrectIndex]).toBe(card.back);
        expect(t.ai.count("mcq")).toBe(1);
      }
    }
    expect(await storedCards(t.app, owner, c.id)).toEqual(cards);
  });

  it("marks what is wrong at the option it concerns", async () => {
    const { course: c, cards } = await course();
    const byFlaw = (flaw: string) => cards.find((card) => mcqFlawOf(card.face) === flaw)!;
    const suggest = async (flaw: string) =>
      (await generateMcq(t.app, owner, c.id, byFlaw(flaw).id)).json().data;

    const reworded = await suggest("reworded answer");
    expect(reworded.mcqOptions[reworded.mcqCorrectIndex]).toBe("Probably Mars");
    expect(reworded.problems).toEqual([
      {
        path: `mcqOptions.${reworded.mcqCorrectIndex}`,
        message: `the correct option ${"ABCD"[reworded.mcqCorrectIndex]} ("Probably Mars") is not the card's answer; use the answer's own words`,
      },
    ]);
    const repeated = await suggest("repeated option");
    expect(repeated.problems).toEqual([
      { path: expect.stringMatching(/^mcqOptions\.\d$/), message: "options are not distinct" },
    ]);
    const blank = await suggest("blank option");
    expect(blank.problems).toEqual([
      { path: `mcqOptions.${blank.mcqOptions.indexOf("")}`, message: "an option is empty" },
    ]);
  });

  it("the owner fixes a marked suggestion and approves it; approving a flawed one unchanged is refused", async () => {
    const { course: c, cards } = await course();
    const card = (flaw: string) => cards.find((x) => mcqFlawOf(x.face) === flaw)!;
    const mars = card("reworded answer");
    const suggestion = (await generateMcq(t.app, owner, c.id, mars.id)).json().data;
    const fixed = [...suggestion.mcqOptions];
    fixed[suggestion.mcqCorrectIndex] = "Mars";
    const saved = await saveMcqOptions(t.app, owner, c.id, mars.id, {
      mcqOptions: fixed,
      mcqCorrectIndex: suggestion.mcqCorrectIndex,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.card).toMatchObject({ back: "Mars", options: fixed, type: "mcq" });

    for (const [flaw, message] of [
      ["blank option", IMPROVE_MESSAGES.allOptionsContent],
      ["repeated option", IMPROVE_MESSAGES.optionsDistinct],
    ] as const) {
      const flawed = card(flaw);
      const s = (await generateMcq(t.app, owner, c.id, flawed.id)).json().data;
      const res = await saveMcqOptions(t.app, owner, c.id, flawed.id, {
        mcqOptions: s.mcqOptions,
        mcqCorrectIndex: s.mcqCorrectIndex,
      });
      expect(res.statusCode, flaw).toBe(400);
      expect(res.json().error.fields).toEqual({ mcqOptions: message });
    }
    const after = await storedCards(t.app, owner, c.id);
    expect(after.filter((x) => x.type === "mcq").map((x) => x.id)).toEqual([mars.id]);
  });
});
