import { describe, expect, it } from "vitest";
import { MASTERY_BUCKET_WEIGHT, masteryPercentage } from "./mastery-score";

describe("masteryPercentage", () => {
  it("weighs the six buckets 0, 20, 40, 60, 80, 100", () => {
    expect(MASTERY_BUCKET_WEIGHT).toEqual({
      new: 0,
      learning: 20,
      familiar: 40,
      known: 60,
      strong: 80,
      mastered: 100,
    });
  });

  it("is the mean weight with one decimal, and 0 for no cards", () => {
    expect(masteryPercentage({})).toBe(0);
    expect(masteryPercentage({ mastered: 3 })).toBe(100);
    expect(masteryPercentage({ new: 1, mastered: 1 })).toBe(50);
    expect(masteryPercentage({ new: 2, learning: 1 })).toBe(6.7);
    expect(masteryPercentage({ familiar: 1, known: 1, strong: 1 })).toBe(60);
  });
});
