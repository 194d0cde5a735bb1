// @vitest-environment node
import { describe, expect, it } from "vitest";
import { completionStats, formatDuration } from "./completion-stats";

describe("completionStats", () => {
  it("computes accuracy from recorded answers, cards done/planned and the average per card", () => {
    const stats = completionStats({
      counters: { correct: 5, incorrect: 1, streak: 2, bestStreak: 4, errors: 2 },
      answers: [1500, 2500, 4000, 3000, 2000, 5000].map((ms) => ({
        cardId: "c",
        topic: "t",
        mode: "mcq" as const,
        correct: true,
        firstTry: true,
        timeTakenMs: ms,
        allowanceSec: 5,
      })),
      cardsPlanned: 6,
      startedAt: 0,
      finishedAt: 75_400,
    });
    expect(stats).toEqual({
      accuracy: 83,
      bestStreak: 4,
      durationSec: 75,
      cardsDone: 6,
      cardsPlanned: 6,
      correct: 5,
      incorrect: 1,
      averageSec: 3,
    });
  });

  it("formats durations as m:ss or h:mm:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(75)).toBe("1:15");
    expect(formatDuration(3725)).toBe("1:02:05");
  });
});
