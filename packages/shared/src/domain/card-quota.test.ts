import { describe, expect, it } from "vitest";
import { planSubtopicSizes, sizeRange } from "../contracts/course-plans";
import { nextBatchCards } from "../contracts/syllabi";
import { addDelivered, cardShortfall, mcqTargets, nextRunQuota, plannedMcqOf } from "./card-quota";

describe("the one quota rule", () => {
  it("plans at least 80% of a unit as MCQ (rounded up) and spreads it over the parts by size", () => {
    expect(plannedMcqOf(40)).toBe(32);
    expect(plannedMcqOf(24)).toBe(20);
    expect(plannedMcqOf(18)).toBe(15);
    // Five subtopics of 8 keep the unit's 32, not 5 x round(6.4) = 30 (75%).
    expect(mcqTargets([8, 8, 8, 8, 8])).toEqual([7, 7, 6, 6, 6]);
    expect(mcqTargets([6, 6, 6]).reduce((a, b) => a + b, 0)).toBe(15);
    expect(mcqTargets([1, 0])).toEqual([1, 0]);
  });

  it("a run asks for what the part misses, in cards and in MCQ; a partial run leaves room for the rest", () => {
    const fresh = { plannedCards: 8, plannedMcq: 7, cardsMade: 0, mcqMade: 0 };
    expect(nextRunQuota(fresh)).toEqual({ cards: 8, mcq: 7 });
    // Earlier runs missed MCQs: the next run asks for all of them.
    expect(nextRunQuota({ ...fresh, cardsMade: 5, mcqMade: 3 })).toEqual({ cards: 3, mcq: 3 });
    // A run of 2 of 8 asks its fair share; the 6 after it can still hold the rest.
    expect(nextRunQuota(fresh, 2)).toEqual({ cards: 2, mcq: 2 });
    expect(nextRunQuota({ plannedCards: 16, plannedMcq: 13, cardsMade: 0, mcqMade: 0 }, 8)).toEqual({
      cards: 8,
      mcq: 7,
    });
    expect(nextRunQuota({ ...fresh, cardsMade: 8, mcqMade: 7 })).toEqual({ cards: 0, mcq: 0 });
  });

  it("reports a shortfall in cards and in share with the same words everywhere", () => {
    expect(cardShortfall({ plannedCards: 40, cardsCreated: 40, plannedMcq: 32, mcqCreated: 32 })).toBeNull();
    expect(cardShortfall({ plannedCards: 40, cardsCreated: 40, plannedMcq: 32, mcqCreated: 28 })).toEqual({
      plannedCards: 40,
      cardsCreated: 40,
      missingCards: 0,
      plannedMcq: 32,
      mcqCreated: 28,
      missingMcq: 4,
      message: "40 of 40 cards were generated (28 of 32 multiple choice).",
    });
    expect(
      cardShortfall({ plannedCards: 6, cardsCreated: 4, plannedMcq: 5, mcqCreated: 5 }, "Budget.")?.message,
    ).toBe("4 of 6 cards were generated. Budget.");
    expect(
      addDelivered([
        { plannedCards: 6, cardsCreated: 4, plannedMcq: 5, mcqCreated: 3 },
        { plannedCards: 6, cardsCreated: 6, plannedMcq: 5, mcqCreated: 5 },
      ]),
    ).toEqual({ plannedCards: 12, cardsCreated: 10, plannedMcq: 10, mcqCreated: 8 });
  });

  it("the texts' numbers are the code's: a plan's split and a syllabus batch", () => {
    expect(planSubtopicSizes(20)).toEqual([5, 5, 5, 5]);
    expect(sizeRange(planSubtopicSizes(20))).toBe("5");
    expect(sizeRange(planSubtopicSizes(40))).toBe("5-6");
    expect(planSubtopicSizes(60)).toHaveLength(10);
    expect(nextBatchCards({ plannedCards: 8, cardCount: 0 })).toBe(8);
    expect(nextBatchCards({ plannedCards: 8, cardCount: 5 })).toBe(3);
    expect(nextBatchCards({ plannedCards: 12, cardCount: 0 })).toBe(8);
  });
});
