import { describe, expect, it } from "vitest";
import { FAST_ANSWER_RATIO, isFastAnswer } from "./fast-answer";

describe("isFastAnswer", () => {
  it("requirements S9: fast answer is under 70% of the allowance", () => {
    expect(FAST_ANSWER_RATIO).toBe(0.7);
    // 10 s allowance: 70% is 7000 ms.
    expect(isFastAnswer(6999, 10)).toBe(true);
    expect(isFastAnswer(7000, 10)).toBe(false);
    expect(isFastAnswer(7001, 10)).toBe(false);
  });

  it("an instant answer is fast", () => {
    expect(isFastAnswer(0, 5)).toBe(true);
  });

  it("unusable times or allowances are never fast", () => {
    expect(isFastAnswer(-1, 10)).toBe(false);
    expect(isFastAnswer(Number.NaN, 10)).toBe(false);
    expect(isFastAnswer(1000, 0)).toBe(false);
    expect(isFastAnswer(1000, -5)).toBe(false);
    expect(isFastAnswer(1000, Number.POSITIVE_INFINITY)).toBe(false);
  });
});
