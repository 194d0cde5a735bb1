import { describe, expect, it } from "vitest";
import { cardSlots, passageChunks, passagesOfSubtopics } from "./material-subtopics";

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("passagesOfSubtopics", () => {
  it("cuts the material into consecutive runs, one per subtopic, covering every passage once", () => {
    expect(passagesOfSubtopics(7, 3)).toEqual([
      [0, 1],
      [2, 3],
      [4, 5, 6],
    ]);
  });

  it("with fewer passages than subtopics, neighbours share one and every subtopic has one", () => {
    expect(passagesOfSubtopics(2, 5)).toEqual([[0], [0], [0], [1], [1]]);
  });

  it("no material: no passages", () => {
    expect(passagesOfSubtopics(0, 2)).toEqual([[], []]);
  });
});

describe("cardSlots", () => {
  const passages = ["a".repeat(800), "b".repeat(400), "c".repeat(400)];

  it("gives each passage cards by its length, at least one, in order", () => {
    expect(cardSlots([0, 1, 2], passages, 8)).toEqual([0, 0, 0, 0, 1, 1, 2, 2]);
  });

  it("with more passages than cards, spreads the cards evenly over them", () => {
    expect(cardSlots([0, 1, 2], passages, 2)).toEqual([0, 1]);
  });

  it("ignores passage numbers the material does not have", () => {
    expect(cardSlots([5], passages, 3)).toEqual([]);
  });
});

describe("passageChunks", () => {
  it("one chunk per passage run, at most 8 cards each, the MCQ share apportioned", () => {
    const slots = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1];
    const chunks = passageChunks(slots, 0, 12, 10);
    expect(chunks.map((c) => [c.passageIndex, c.cards])).toEqual([
      [0, 8],
      [0, 2],
      [1, 2],
    ]);
    expect(sum(chunks.map((c) => c.mcq))).toBe(10);
    for (const c of chunks) expect(c.mcq).toBeLessThanOrEqual(c.cards);
  });

  it("continues from the cards already made", () => {
    expect(passageChunks([0, 0, 1, 1, 2, 2], 3, 3, 2).map((c) => [c.passageIndex, c.cards])).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });

  it("without slots: chunks of 8 without a passage", () => {
    expect(passageChunks([], 0, 10, 8).map((c) => [c.passageIndex, c.cards])).toEqual([
      [null, 8],
      [null, 2],
    ]);
  });
});
