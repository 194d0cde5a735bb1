import type { CardMemory } from "./card-memory";
import { type ReviewGrade, State } from "./rating";
import { scheduleReview } from "./schedule-review";

const DAY_MS = 86_400_000;

/** What the source app scheduled after an answer: a number of days (a review card) or of seconds (a step). */
export type LoggedInterval = { days: number } | { seconds: number };

/** A review logged elsewhere (an imported Anki revlog row): when, and the FSRS rating given. */
export interface LoggedReview {
  at: Date;
  grade: ReviewGrade;
  /**
   * The state the source app had the card in when it was answered (Anki's revlog type). The source's own
   * learning steps and settings decide when a card graduates; the replay follows them, not its own.
   */
  stateBefore?: State;
  /** The interval the source scheduled after this answer (Anki's revlog ivl). */
  intervalAfter?: LoggedInterval;
}

/** The source app forgot the card's memory at `at` ("Forget" / reset to new): it is new again. */
export interface LoggedReset {
  at: Date;
  reset: true;
}

export type LoggedEntry = LoggedReview | LoggedReset;

const isReset = (entry: LoggedEntry): entry is LoggedReset => "reset" in entry;

/** The memory before an answer, in the state the source logged (only for a card already reviewed). */
function inLoggedState(memory: CardMemory | null, review: LoggedReview): CardMemory | null {
  const state = review.stateBefore;
  if (!memory || state === undefined || state === State.New || state === memory.state) return memory;
  return { ...memory, state, learningSteps: 0 };
}

/** The memory after an answer, placed where the source scheduled it; FSRS's stability and difficulty stay. */
function atLoggedInterval(before: CardMemory | null, after: CardMemory, review: LoggedReview): CardMemory {
  const interval = review.intervalAfter;
  if (!interval) return after;
  if ("days" in interval) {
    if (interval.days <= 0) return after;
    return {
      ...after,
      state: State.Review,
      due: new Date(review.at.getTime() + interval.days * DAY_MS),
      scheduledDays: interval.days,
      learningSteps: 0,
    };
  }
  if (interval.seconds <= 0) return after;
  // A step after an answer to a review card is relearning (a lapse); after a new or learning card, learning.
  const wasReviewed = before?.state === State.Review || before?.state === State.Relearning;
  return {
    ...after,
    state: wasReviewed ? State.Relearning : State.Learning,
    due: new Date(review.at.getTime() + interval.seconds * 1000),
    scheduledDays: 0,
  };
}

/**
 * The memory state a card reaches after `entries`, replayed oldest first through `scheduleReview` (the
 * same FSRS parameters as live study). Where the log says which state the card was in and what the
 * source scheduled next, the replay follows the log (FSRS still computes stability and difficulty from
 * the grades and the real elapsed time); a reset makes the card new again. Entries after `now` (a clock
 * ahead of ours) are left out; null when nothing is left or the last word is a reset, i.e. a new card.
 */
export function replayReviews(entries: readonly LoggedEntry[], now: Date = new Date()): CardMemory | null {
  const ordered = entries
    .filter((entry) => entry.at.getTime() <= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let memory: CardMemory | null = null;
  for (const entry of ordered) {
    if (isReset(entry)) {
      memory = null;
      continue;
    }
    const before = inLoggedState(memory, entry);
    memory = atLoggedInterval(before, scheduleReview(before, entry.grade, entry.at), entry);
  }
  return memory;
}
