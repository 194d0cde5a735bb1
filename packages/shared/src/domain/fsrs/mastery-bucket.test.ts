import { describe, expect, it } from "vitest";
import { seededRandom } from "../session/seeded-random";
import {
  bandStability,
  MASTERY_BUCKETS,
  MASTERY_STABILITY_BOUNDS,
  MASTERY_STABILITY_DAYS,
  masteryBucket,
  stabilityBand,
} from "./mastery-bucket";
import { Rating, State } from "./rating";
import { scheduleReview } from "./schedule-review";

const review = (stability: number) => ({ state: State.Review, stability, reps: 3 });

describe("masteryBucket", () => {
  it("requirements C2: six buckets new, learning, familiar, known, strong, mastered", () => {
    expect(MASTERY_BUCKETS).toEqual(["new", "learning", "familiar", "known", "strong", "mastered"]);
  });

  it("no memory, state New or zero reps is new", () => {
    expect(masteryBucket(null)).toBe("new");
    expect(masteryBucket({ state: State.New, stability: 0, reps: 0 })).toBe("new");
    expect(masteryBucket({ state: State.Review, stability: 50, reps: 0 })).toBe("new");
  });

  it("Learning and Relearning are learning, whatever the stability", () => {
    expect(masteryBucket({ state: State.Learning, stability: 2, reps: 1 })).toBe("learning");
    expect(masteryBucket({ state: State.Relearning, stability: 200, reps: 9 })).toBe("learning");
  });

  it("Review cards are bucketed by stability with inclusive lower bounds 7 / 21 / 90 days", () => {
    expect(MASTERY_STABILITY_DAYS).toEqual({ known: 7, strong: 21, mastered: 90 });
    expect(masteryBucket(review(0.5))).toBe("familiar");
    expect(masteryBucket(review(6.99))).toBe("familiar");
    expect(masteryBucket(review(7))).toBe("known");
    expect(masteryBucket(review(20.99))).toBe("known");
    expect(masteryBucket(review(21))).toBe("strong");
    expect(masteryBucket(review(89.99))).toBe("strong");
    expect(masteryBucket(review(90))).toBe("mastered");
    expect(masteryBucket(review(Number.NaN))).toBe("familiar");
  });

  it("a card answered Good on time climbs through the buckets in order", () => {
    let memory = scheduleReview(null, Rating.Good, new Date("2025-01-01"));
    const seen = [masteryBucket(memory)];
    for (let i = 0; i < 6; i++) {
      memory = scheduleReview(memory, Rating.Good, memory.due);
      const bucket = masteryBucket(memory);
      if (seen.at(-1) !== bucket) seen.push(bucket);
    }
    expect(seen).toEqual(["learning", "familiar", "known", "strong", "mastered"]);
  });
});

describe("stability bands", () => {
  it("bounds are 7, 21, 90 and a band's lower bound stands for the band", () => {
    expect(MASTERY_STABILITY_BOUNDS).toEqual([7, 21, 90]);
    expect([0, 6.99, 7, 20.99, 21, 89.99, 90, 400, Number.NaN].map(stabilityBand)).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 0,
    ]);
    expect([0, 1, 2, 3].map(bandStability)).toEqual([0, 7, 21, 90]);
  });

  it("property: grouping by band never changes a card's bucket", () => {
    const random = seededRandom(9);
    for (let i = 0; i < 2000; i++) {
      const memory = {
        state: Math.floor(random() * 4),
        stability: random() < 0.05 ? Number.NaN : random() ** 3 * 400,
        reps: Math.floor(random() * 3),
      };
      const grouped = { ...memory, stability: bandStability(stabilityBand(memory.stability)) };
      expect(masteryBucket(grouped)).toBe(masteryBucket(memory));
    }
  });
});
