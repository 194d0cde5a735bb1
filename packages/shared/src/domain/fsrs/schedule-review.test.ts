import { describe, expect, it } from "vitest";
import { seededRandom } from "../session/seeded-random";
import type { CardMemory } from "./card-memory";
import { Rating, type ReviewGrade, State } from "./rating";
import { scheduleReview } from "./schedule-review";

const NOW = new Date("2025-01-01T00:00:00Z");
const MIN = 60_000;
const DAY = 86_400_000;

describe("scheduleReview", () => {
  it("a first review of a new card returns every card_memory column", () => {
    const next = scheduleReview(null, Rating.Good, NOW);
    expect(Object.keys(next).sort()).toEqual(
      [
        "difficulty",
        "due",
        "elapsedDays",
        "lapses",
        "lastReview",
        "learningSteps",
        "reps",
        "scheduledDays",
        "stability",
        "state",
      ].sort(),
    );
    expect(next.reps).toBe(1);
    expect(next.lastReview).toEqual(NOW);
    expect(next.state).toBe(State.Learning);
    // Default learning steps 1m, 10m: Good on a new card waits 10 minutes.
    expect(next.due.getTime() - NOW.getTime()).toBe(10 * MIN);
  });

  it("Again on a new card comes back after the first learning step (1 minute)", () => {
    const next = scheduleReview(null, Rating.Again, NOW);
    expect(next.due.getTime() - NOW.getTime()).toBe(1 * MIN);
    expect(next.state).toBe(State.Learning);
  });

  it("Easy on a new card goes straight to Review with a multi-day interval", () => {
    const next = scheduleReview(null, Rating.Easy, NOW);
    expect(next.state).toBe(State.Review);
    expect(next.scheduledDays).toBeGreaterThanOrEqual(1);
    expect(next.due.getTime()).toBe(NOW.getTime() + next.scheduledDays * DAY);
  });

  it("a lapse in Review counts and moves to Relearning", () => {
    let m = scheduleReview(null, Rating.Easy, NOW);
    m = scheduleReview(m, Rating.Again, m.due);
    expect(m.lapses).toBe(1);
    expect(m.state).toBe(State.Relearning);
  });

  it("is deterministic without fuzz", () => {
    const a = scheduleReview(scheduleReview(null, Rating.Easy, NOW), Rating.Good, new Date("2025-01-20"));
    const b = scheduleReview(scheduleReview(null, Rating.Easy, NOW), Rating.Good, new Date("2025-01-20"));
    expect(a).toEqual(b);
  });

  it("fuzz is an option and still deterministic for the same input", () => {
    const m = scheduleReview(null, Rating.Easy, NOW);
    const at = new Date("2025-02-01");
    const a = scheduleReview(m, Rating.Good, at, { enableFuzz: true });
    expect(scheduleReview(m, Rating.Good, at, { enableFuzz: true })).toEqual(a);
  });

  it("a review dated before the last one (clock skew) is treated as at the last review", () => {
    const m = scheduleReview(null, Rating.Good, NOW);
    const next = scheduleReview(m, Rating.Good, new Date(NOW.getTime() - DAY));
    expect(next.lastReview).toEqual(NOW);
    expect(next.reps).toBe(2);
  });

  it("survives a JSON round trip of the stored shape", () => {
    const m = scheduleReview(null, Rating.Good, NOW);
    const stored = JSON.parse(JSON.stringify(m)) as Record<string, unknown>;
    const revived: CardMemory = {
      ...(stored as unknown as CardMemory),
      due: new Date(String(stored.due)),
      lastReview: stored.lastReview ? new Date(String(stored.lastReview)) : null,
    };
    expect(scheduleReview(revived, Rating.Good, m.due)).toEqual(scheduleReview(m, Rating.Good, m.due));
  });

  it("property: reps count up, due is not before the review, stability stays positive", () => {
    const random = seededRandom(2025);
    const grades: ReviewGrade[] = [Rating.Again, Rating.Hard, Rating.Good, Rating.Easy];
    for (let run = 0; run < 40; run++) {
      let memory: CardMemory | null = null;
      let now = NOW;
      for (let step = 0; step < 15; step++) {
        const rating = grades[Math.floor(random() * grades.length)] ?? Rating.Good;
        const next = scheduleReview(memory, rating, now);
        expect(next.reps).toBe((memory?.reps ?? 0) + 1);
        expect(next.due.getTime()).toBeGreaterThanOrEqual(now.getTime());
        expect(next.stability).toBeGreaterThan(0);
        expect(next.lapses).toBeGreaterThanOrEqual(memory?.lapses ?? 0);
        memory = next;
        // Review on time, or a bit late.
        now = new Date(next.due.getTime() + Math.floor(random() * 3) * DAY);
      }
    }
  });
});
