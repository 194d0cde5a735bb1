import type { CardMemory } from "./card-memory";
import type { ReviewGrade } from "./rating";
import { scheduleReview } from "./schedule-review";

/** A review logged elsewhere (an imported Anki revlog row): when, and the FSRS rating given. */
export interface LoggedReview {
  at: Date;
  grade: ReviewGrade;
}

/**
 * The memory state a card reaches after `reviews`, replayed oldest first through `scheduleReview` (the
 * same FSRS parameters as live study), so an imported card is due when its history says it is. Reviews
 * after `now` (a clock ahead of ours) are left out; null when nothing is left, i.e. a new card.
 */
export function replayReviews(reviews: readonly LoggedReview[], now: Date = new Date()): CardMemory | null {
  const ordered = reviews
    .filter((review) => review.at.getTime() <= now.getTime())
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  let memory: CardMemory | null = null;
  for (const review of ordered) memory = scheduleReview(memory, review.grade, review.at);
  return memory;
}
