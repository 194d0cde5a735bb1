import type { CardMemory } from "./card-memory";
import { scheduleReview } from "./schedule-review";

/**
 * TEMP placeholder (dropped at merge; the real replay lands with the Anki reader): folds scheduleReview
 * over the reviews, oldest first. Null when there are none (a new card).
 */
export function replayReviews(reviews: readonly { at: Date; grade: 1 | 2 | 3 | 4 }[]): CardMemory | null {
  let memory: CardMemory | null = null;
  for (const review of reviews) memory = scheduleReview(memory, review.grade, review.at);
  return memory;
}
