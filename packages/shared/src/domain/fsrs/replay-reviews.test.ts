import { describe, expect, it } from "vitest";
import { Rating, State } from "./rating";
import { type LoggedReview, replayReviews } from "./replay-reviews";
import { scheduleReview } from "./schedule-review";

const DAY = 86_400_000;
const START = new Date("2025-03-01T09:00:00Z");
const at = (days: number, minutes = 0) => new Date(START.getTime() + days * DAY + minutes * 60_000);
const NOW = at(400);

// the imported revlog is replayed through FSRS so stability, difficulty and due date carry over.
describe("replayReviews", () => {
  it("a card without reviews has no memory (it stays new)", () => {
    expect(replayReviews([], NOW)).toBeNull();
  });

  it("equals scheduleReview applied review by review, oldest first", () => {
    const reviews = [
      { at: at(0), grade: Rating.Good },
      { at: at(1), grade: Rating.Good },
      { at: at(4), grade: Rating.Easy },
    ] as const;
    let expected = scheduleReview(null, Rating.Good, at(0));
    expected = scheduleReview(expected, Rating.Good, at(1));
    expected = scheduleReview(expected, Rating.Easy, at(4));
    expect(replayReviews(reviews, NOW)).toEqual(expected);
  });

  it("sorts reviews given out of order by time", () => {
    const ordered = [
      { at: at(0), grade: Rating.Again },
      { at: at(2), grade: Rating.Good },
      { at: at(9), grade: Rating.Hard },
    ] as const;
    const shuffled = [ordered[2], ordered[0], ordered[1]];
    expect(replayReviews(shuffled, NOW)).toEqual(replayReviews(ordered, NOW));
    expect(replayReviews(shuffled, NOW)?.lastReview).toEqual(at(9));
  });

  it("same-day reviews (learning steps) count each review", () => {
    const memory = replayReviews(
      [
        { at: at(0), grade: Rating.Again },
        { at: at(0, 1), grade: Rating.Good },
        { at: at(0, 11), grade: Rating.Good },
      ],
      NOW,
    );
    expect(memory?.reps).toBe(3);
    expect(memory?.lastReview).toEqual(at(0, 11));
    // Good after the last learning step graduates the card to review, due a day or more later.
    expect(memory?.state).toBe(State.Review);
    expect(memory!.due.getTime() - at(0, 11).getTime()).toBeGreaterThanOrEqual(DAY);
  });

  it("a lapse (Again on a review card) counts, lowers stability and relearns", () => {
    const learnt: LoggedReview[] = [
      { at: at(0), grade: Rating.Good },
      { at: at(0, 10), grade: Rating.Good },
      { at: at(3), grade: Rating.Good },
      { at: at(12), grade: Rating.Good },
    ];
    const before = replayReviews(learnt, NOW)!;
    const after = replayReviews([...learnt, { at: at(40), grade: Rating.Again }], NOW)!;
    expect(before.lapses).toBe(0);
    expect(after.lapses).toBe(1);
    expect(after.state).toBe(State.Relearning);
    expect(after.stability).toBeLessThan(before.stability);
  });

  it("leaves out reviews after now (a clock ahead of ours)", () => {
    const memory = replayReviews(
      [
        { at: at(0), grade: Rating.Good },
        { at: at(500), grade: Rating.Easy },
      ],
      NOW,
    );
    expect(memory?.reps).toBe(1);
    expect(replayReviews([{ at: at(500), grade: Rating.Good }], NOW)).toBeNull();
  });

  // The source's own scheduler (its learning steps, settings) decided where each answer left the card.
  describe("following the source's log", () => {
    it("Good, then Hard 18 days later: the log says the card graduated, so Hard is a review, not a step", () => {
      const plain = replayReviews(
        [
          { at: at(0), grade: Rating.Good },
          { at: at(18), grade: Rating.Hard },
        ],
        NOW,
      )!;
      // Without the log's word, the first Good leaves the card at a learning step and Hard keeps it there.
      expect(plain.state).toBe(State.Learning);
      const logged = replayReviews(
        [
          { at: at(0), grade: Rating.Good, stateBefore: State.New, intervalAfter: { days: 3 } },
          { at: at(18), grade: Rating.Hard, stateBefore: State.Review, intervalAfter: { days: 25 } },
        ],
        NOW,
      )!;
      expect(logged.state).toBe(State.Review);
      expect(logged.scheduledDays).toBe(25);
      expect(logged.due).toEqual(at(43));
      expect(logged.reps).toBe(2);
    });

    it("Again on a card the log has in review is a lapse, and its step is relearning", () => {
      const memory = replayReviews(
        [
          { at: at(0), grade: Rating.Good, stateBefore: State.New, intervalAfter: { days: 4 } },
          { at: at(4), grade: Rating.Again, stateBefore: State.Review, intervalAfter: { seconds: 600 } },
        ],
        NOW,
      )!;
      expect(memory.lapses).toBe(1);
      expect(memory.state).toBe(State.Relearning);
      expect(memory.due).toEqual(at(4, 10));
    });

    it("a step after a new card's answer is learning, due after the logged seconds", () => {
      const memory = replayReviews(
        [{ at: at(0), grade: Rating.Good, stateBefore: State.New, intervalAfter: { seconds: 600 } }],
        NOW,
      )!;
      expect(memory.state).toBe(State.Learning);
      expect(memory.due).toEqual(at(0, 10));
    });

    it("a reset makes the card new again; reviews after it start over", () => {
      const reviewed = { at: at(0), grade: Rating.Good } as const;
      expect(replayReviews([reviewed, { at: at(1), reset: true }], NOW)).toBeNull();
      const again = replayReviews(
        [reviewed, { at: at(1), reset: true }, { at: at(2), grade: Rating.Good }],
        NOW,
      );
      expect(again).toEqual(replayReviews([{ at: at(2), grade: Rating.Good }], NOW));
    });
  });
});
