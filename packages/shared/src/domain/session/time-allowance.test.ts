import { describe, expect, it } from "vitest";
import { CARD_DEFAULTS } from "../../contracts/cards";
import { DEFAULT_MIN_READ_TIME_SEC, MAX_ALLOWANCE_SEC, timeAllowanceSec } from "./time-allowance";

describe("timeAllowanceSec", () => {
  it("requirements S3: minReadTime defaults to 5 s (same as the card contract default)", () => {
    expect(DEFAULT_MIN_READ_TIME_SEC).toBe(5);
    expect(DEFAULT_MIN_READ_TIME_SEC).toBe(CARD_DEFAULTS.minReadTime);
    expect(timeAllowanceSec({})).toBe(5);
    expect(timeAllowanceSec({ minReadTime: null, wordCount: null })).toBe(5);
  });

  it("adds 0.3 s per word and rounds up to whole seconds", () => {
    expect(timeAllowanceSec({ minReadTime: 5, wordCount: 10 })).toBe(8);
    expect(timeAllowanceSec({ minReadTime: 5, wordCount: 1 })).toBe(6); // 5.3 -> 6
    expect(timeAllowanceSec({ minReadTime: 8, wordCount: 0 })).toBe(8);
  });

  it("falls back on unusable fields", () => {
    expect(timeAllowanceSec({ minReadTime: 0, wordCount: 10 })).toBe(8);
    expect(timeAllowanceSec({ minReadTime: -3, wordCount: -10 })).toBe(5);
    expect(timeAllowanceSec({ minReadTime: Number.NaN })).toBe(5);
  });

  it("is capped so a very long card still has a finite allowance", () => {
    expect(timeAllowanceSec({ minReadTime: 5, wordCount: 10_000 })).toBe(MAX_ALLOWANCE_SEC);
  });
});
