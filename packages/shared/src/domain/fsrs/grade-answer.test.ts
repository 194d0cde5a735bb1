import { describe, expect, it } from "vitest";
import { seededRandom } from "../session/seeded-random";
import { gradeAnswer, HINTED_GRADE_CAP, hintedBeforeAnswer } from "./grade-answer";
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

  it("requirements S9: right and under 70% of the allowance is Easy; exactly 70% is Good", () => {
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

describe("gradeAnswer with a hint (Learn more opened before answering)", () => {
  it("a hinted right answer is at most Hard, however fast", () => {
    expect(gradeAnswer({ ...base, timeTakenMs: 500, hinted: true })).toBe(Rating.Hard);
    expect(gradeAnswer({ ...base, timeTakenMs: 8_000, hinted: true })).toBe(Rating.Hard);
    expect(gradeAnswer({ ...base, timeTakenMs: 20_000, hinted: true })).toBe(Rating.Hard);
    expect(HINTED_GRADE_CAP).toBe(Rating.Hard);
  });

  it("a hinted wrong or retried answer stays Again", () => {
    expect(gradeAnswer({ ...base, correct: false, timeTakenMs: 500, hinted: true })).toBe(Rating.Again);
    expect(gradeAnswer({ ...base, timeTakenMs: 500, retryAttempts: 1, hinted: true })).toBe(Rating.Again);
  });

  it("property: a hint never raises a grade and never leaves a clean recall (Good or Easy)", () => {
    const random = seededRandom(5);
    for (let run = 0; run < 300; run++) {
      const input = {
        correct: random() < 0.7,
        allowanceSec: 1 + Math.floor(random() * 30),
        timeTakenMs: random() * 60_000,
        retryAttempts: random() < 0.2 ? 1 : 0,
      };
      const hinted = gradeAnswer({ ...input, hinted: true });
      expect(hinted).toBeLessThanOrEqual(gradeAnswer(input));
      expect(hinted).toBeLessThanOrEqual(Rating.Hard);
    }
  });
});

describe("hintedBeforeAnswer", () => {
  it("depth_before_answer >= 1 is a hint for every kind of answer", () => {
    for (const kind of ["choice", "typed", "self"] as const)
      expect(hintedBeforeAnswer({ depth_before_answer: 1 }, kind)).toBe(true);
  });

  it("a picked option counts the explainers opened by the time of the pick", () => {
    expect(hintedBeforeAnswer({ info_button_clicked: true }, "choice")).toBe(true);
    expect(hintedBeforeAnswer({ depth_level_reached: 2 }, "choice")).toBe(true);
    expect(hintedBeforeAnswer({ info_button_clicked: false, depth_level_reached: 0 }, "choice")).toBe(false);
  });

  it("reading the explainers after revealing or checking the answer is no hint", () => {
    const after = { info_button_clicked: true, depth_level_reached: 3, depth_before_answer: 0 };
    expect(hintedBeforeAnswer(after, "self")).toBe(false);
    expect(hintedBeforeAnswer(after, "typed")).toBe(false);
    expect(hintedBeforeAnswer(undefined, "self")).toBe(false);
  });
});
