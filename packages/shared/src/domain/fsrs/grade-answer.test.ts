import { describe, expect, it } from "vitest";
import { seededRandom } from "../session/seeded-random";
import { gradeAnswer } from "./grade-answer";
import { Rating } from "./rating";

const base = { correct: true, allowanceSec: 10, retryAttempts: 0, retrySuccessful: false };

describe("gradeAnswer", () => {
  it("a wrong answer is Again, however fast", () => {
    expect(gradeAnswer({ ...base, correct: false, timeTakenMs: 500 })).toBe(Rating.Again);
  });

  it("right only after a retry is Again", () => {
    expect(gradeAnswer({ ...base, timeTakenMs: 500, retryAttempts: 1, retrySuccessful: true })).toBe(
      Rating.Again,
    );
    expect(gradeAnswer({ ...base, timeTakenMs: 500, retryAttempts: 2 })).toBe(Rating.Again);
    expect(gradeAnswer({ ...base, timeTakenMs: 500, retrySuccessful: true })).toBe(Rating.Again);
  });

  it("right but slower than the allowance is Hard; exactly the allowance is still Good", () => {
    expect(gradeAnswer({ ...base, timeTakenMs: 10_001 })).toBe(Rating.Hard);
    expect(gradeAnswer({ ...base, timeTakenMs: 10_000 })).toBe(Rating.Good);
  });

  it("part1 §9: right and under 70% of the allowance is Easy; exactly 70% is Good", () => {
    expect(gradeAnswer({ ...base, timeTakenMs: 6_999 })).toBe(Rating.Easy);
    expect(gradeAnswer({ ...base, timeTakenMs: 7_000 })).toBe(Rating.Good);
  });

  it("missing retry fields mean no retry", () => {
    expect(gradeAnswer({ correct: true, timeTakenMs: 1000, allowanceSec: 10 })).toBe(Rating.Easy);
  });

  it("an unreadable time or allowance gives Good for a right answer", () => {
    expect(gradeAnswer({ ...base, timeTakenMs: Number.NaN })).toBe(Rating.Good);
    expect(gradeAnswer({ ...base, timeTakenMs: -5 })).toBe(Rating.Good);
    expect(gradeAnswer({ ...base, timeTakenMs: 1000, allowanceSec: 0 })).toBe(Rating.Good);
  });

  it("property: for a right answer without retry, a slower answer never gets a higher rating", () => {
    const random = seededRandom(11);
    for (let run = 0; run < 500; run++) {
      const allowanceSec = 1 + Math.floor(random() * 60);
      const a = random() * allowanceSec * 2000;
      const b = a + random() * allowanceSec * 1000;
      const ra = gradeAnswer({ ...base, allowanceSec, timeTakenMs: a });
      const rb = gradeAnswer({ ...base, allowanceSec, timeTakenMs: b });
      expect(rb).toBeLessThanOrEqual(ra);
      expect(ra).toBeGreaterThanOrEqual(Rating.Hard);
    }
  });
});
