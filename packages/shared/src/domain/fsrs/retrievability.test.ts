import { forgetting_curve } from "ts-fsrs";
import { describe, expect, it } from "vitest";
import { FSRS_PARAMETERS } from "./memory-parameters";
import { Rating, State } from "./rating";
import { FORGETTING_CURVE, retrievability, TARGET_RETENTION } from "./retrievability";
import { scheduleReview } from "./schedule-review";

const NOW = new Date("2025-01-01T08:00:00Z");
const DAY = 86_400_000;

describe("retrievability", () => {
  it("is 0 for a card never studied", () => {
    expect(retrievability(null, NOW)).toBe(0);
    expect(retrievability({ ...scheduleReview(null, Rating.Good, NOW), state: State.New }, NOW)).toBe(0);
  });

  it("is 1 on the day of the review and reaches the target retention when the card falls due", () => {
    const memory = scheduleReview(null, Rating.Easy, NOW);
    expect(retrievability(memory, new Date(NOW.getTime() + 3_600_000))).toBe(1);
    expect(TARGET_RETENTION).toBe(0.9);
    // A Review card is due after `scheduledDays` whole days, when R has fallen to about 90%.
    expect(retrievability(memory, memory.due)).toBeCloseTo(0.9, 1);
  });

  it("falls as days pass and counts whole days only", () => {
    const memory = scheduleReview(null, Rating.Easy, NOW);
    const at = (ms: number) => retrievability(memory, new Date(NOW.getTime() + ms));
    expect(at(DAY)).toBeLessThan(1);
    expect(at(DAY)).toBe(at(2 * DAY - 1));
    expect(at(10 * DAY)).toBeLessThan(at(5 * DAY));
  });

  it("FORGETTING_CURVE reproduces ts-fsrs for the scheduling weights", () => {
    const memory = scheduleReview(null, Rating.Good, NOW);
    for (const days of [0, 1, 3, 17, 400]) {
      const mine = (1 + (FORGETTING_CURVE.factor * days) / memory.stability) ** FORGETTING_CURVE.decay;
      expect(mine).toBeCloseTo(forgetting_curve(FSRS_PARAMETERS.w, days, memory.stability), 7);
      expect(mine).toBeCloseTo(retrievability(memory, new Date(NOW.getTime() + days * DAY)), 7);
    }
  });
});
