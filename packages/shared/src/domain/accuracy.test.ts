import { describe, expect, it } from "vitest";
import { accuracyPercent } from "./accuracy";

describe("accuracyPercent (one rounding rule for every accuracy shown)", () => {
  it("is a whole percentage rounded half up: 2 of 3 is 67, 1 of 3 is 33, 5 of 6 is 83", () => {
    expect(accuracyPercent(2, 3)).toBe(67);
    expect(accuracyPercent(1, 3)).toBe(33);
    expect(accuracyPercent(5, 6)).toBe(83);
    expect(accuracyPercent(1, 8)).toBe(13);
  });

  it("keeps the ends exact", () => {
    expect(accuracyPercent(0, 4)).toBe(0);
    expect(accuracyPercent(4, 4)).toBe(100);
  });

  it("no answers, or unreadable counts, give 0; never outside 0-100", () => {
    expect(accuracyPercent(0, 0)).toBe(0);
    expect(accuracyPercent(3, Number.NaN)).toBe(0);
    expect(accuracyPercent(5, 4)).toBe(100);
    expect(accuracyPercent(-1, 4)).toBe(0);
  });
});
