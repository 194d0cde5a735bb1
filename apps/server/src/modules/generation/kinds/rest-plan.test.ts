import { describe, expect, it } from "vitest";
import type { PlannedBatch } from "../../ai/index";
import { planRest } from "./rest-plan";

const batch = (index: number, cardCount: number, mcqCount: number): PlannedBatch => ({
  index,
  topic: `Topic ${index}`,
  topicDescription: "",
  keyPoints: [`point ${index}`],
  cardCount,
  mcqCount,
});
const plan = [batch(0, 8, 6), batch(1, 8, 7), batch(2, 8, 6)];

describe("planRest", () => {
  it("one batch per batch that fell short, with what it missed, on its own topic, re-indexed", () => {
    const rest = planRest(
      plan,
      [
        { index: 0, cards: 8, mcq: 6 },
        { index: 1, cards: 5, mcq: 4 },
        { index: 2, cards: 7, mcq: 5 },
      ],
      { cards: 4, mcq: 4 },
    );
    expect(rest).toEqual([
      { ...batch(1, 3, 3), index: 0 },
      { ...batch(2, 1, 1), index: 1 },
    ]);
  });

  it("asks for fewer MCQ when another batch's surplus MCQs already cover the course's share", () => {
    const rest = planRest(
      plan,
      [
        { index: 0, cards: 8, mcq: 8 },
        { index: 1, cards: 6, mcq: 5 },
        { index: 2, cards: 8, mcq: 6 },
      ],
      { cards: 2, mcq: 0 },
    );
    expect(rest).toEqual([{ ...batch(1, 2, 0), index: 0 }]);
  });

  it("spreads the course's total over the plan when the batch records do not add up (older jobs)", () => {
    const rest = planRest(
      plan,
      plan.map((b) => ({ index: b.index, cards: b.cardCount, mcq: b.mcqCount })),
      { cards: 6, mcq: 3 },
    );
    expect(rest.map((b) => b.cardCount)).toEqual([2, 2, 2]);
    expect(rest.reduce((s, b) => s + b.mcqCount, 0)).toBe(3);
  });
});
