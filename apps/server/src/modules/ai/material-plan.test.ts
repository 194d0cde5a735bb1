import { describe, expect, it } from "vitest";
import type { CoursePlan } from "./course-plan";
import { materialOutlineLines, planOverPassages } from "./material-plan";

const plan = (cards: number, topics = ["Light", "Dark"]): CoursePlan => ({
  name: "Photosynthesis",
  description: "",
  slug: "photosynthesis-12345678",
  topics,
  plannedCards: cards,
  batches: [],
});

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe("planOverPassages (docs/decisions/course-material.md)", () => {
  it("spreads the planned cards over the passages by length, in batches of at most 8, about 80% MCQ", () => {
    const passages = ["a".repeat(1000), "b".repeat(500), "c".repeat(500)];
    const { batches } = planOverPassages(plan(24), passages);
    expect(sum(batches.map((b) => b.cardCount))).toBe(24);
    expect(sum(batches.map((b) => b.mcqCount))).toBe(20); // at least 80% of 24, rounded up
    for (const b of batches) expect(b.cardCount).toBeLessThanOrEqual(8);
    const byPassage = [0, 1, 2].map((p) =>
      sum(batches.filter((b) => b.passageIndex === p).map((b) => b.cardCount)),
    );
    expect(byPassage).toEqual([12, 6, 6]);
    expect(batches.map((b) => b.index)).toEqual(batches.map((_, i) => i));
  });

  it("names each batch after the outline topic at the same place in the material", () => {
    const passages = ["p0", "p1", "p2", "p3"].map((p) => p.repeat(100));
    const { batches } = planOverPassages(plan(12), passages);
    expect(batches.map((b) => [b.passageIndex, b.topic])).toEqual([
      [0, "Light"],
      [1, "Light"],
      [2, "Dark"],
      [3, "Dark"],
    ]);
  });

  it("with more passages than cards, uses evenly spaced passages, one card each", () => {
    const passages = Array.from({ length: 40 }, (_, i) => `passage ${i} `.repeat(50));
    const { batches } = planOverPassages(plan(10), passages);
    expect(batches.map((b) => b.passageIndex)).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32, 36]);
    expect(batches.every((b) => b.cardCount === 1)).toBe(true);
  });

  it("the outline reads whole passages up to 12,000 characters and says when it is only the beginning", () => {
    const short = materialOutlineLines(["One passage."]).join("\n");
    expect(short).toContain("Material: One passage.");
    const long = materialOutlineLines(Array.from({ length: 20 }, () => "x".repeat(1000))).join("\n");
    expect(long).toContain("Material (beginning):");
    expect(long.length).toBeLessThan(12_500);
  });
});
