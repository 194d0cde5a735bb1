// @vitest-environment node
import type { CardMemoryView } from "@recall/shared";
import { describe, expect, it } from "vitest";
import { explainDue } from "./why-due";

const NOW = new Date("2025-06-18T12:00:00Z");
const review = (patch: Partial<CardMemoryView> = {}): CardMemoryView => ({
  state: "review",
  bucket: "known",
  stability: 9.37,
  difficulty: 5,
  retrievability: 94.2,
  due: "2025-06-21T12:00:00.000Z",
  isDue: false,
  lastReview: "2025-06-12T12:00:00.000Z",
  scheduledDays: 9,
  reps: 3,
  lapses: 0,
  ...patch,
});

describe("explainDue (why is this card due?)", () => {
  it("a card never answered comes as a new card", () => {
    expect(explainDue(null, 90, NOW)).toEqual([
      "You have not answered this card yet. A session brings it to you as a new card.",
    ]);
  });

  it("a review card: stability, the next review and today's recall", () => {
    const lines = explainDue(review(), 90, NOW);
    expect(lines[0]).toMatch(/FSRS expects your memory of it to last 9\.4 days: .* falls to 90%\.$/);
    expect(lines[1]).toMatch(
      /^Next review: .* \(in 3 days\), when your predicted recall reaches the 90% target\.$/,
    );
    expect(lines[2]).toBe("Today you would recall it with a probability of about 94.2%.");
    expect(lines).toHaveLength(3);
  });

  it("a due card says it is due now; lapses are counted", () => {
    const lines = explainDue(review({ isDue: true, due: "2025-06-17T12:00:00.000Z", lapses: 2 }), 90, NOW);
    expect(lines[1]).toMatch(/^It is due now \(since .*\)/);
    expect(lines.at(-1)).toBe("You have forgotten it 2 times; each lapse shortens its stability.");
  });

  it("learning and relearning cards say they are in short steps", () => {
    expect(explainDue(review({ state: "learning" }), 90, NOW)[0]).toMatch(/learning steps/);
    expect(explainDue(review({ state: "relearning", lapses: 1 }), 90, NOW)).toContain(
      "You have forgotten it once; each lapse shortens its stability.",
    );
  });
});
