import { createEmptyCard } from "ts-fsrs";
import { type CardMemory, fromFsrsCard, toFsrsCard } from "./card-memory";
import { type MemoryParameters, schedulerFor } from "./memory-parameters";
import type { ReviewGrade } from "./rating";

export interface ScheduleOptions {
  /**
   * Spread due dates a little so cards learnt together do not all fall due together. Off by default:
   * exact intervals keep tests and support questions ("why is this due today?") simple. ts-fsrs seeds
   * its fuzz from the card and review time, so even with fuzz on the result is deterministic.
   */
  enableFuzz?: boolean;
  /** The learner's memory model (fitted weights, desired retention); FSRS defaults when absent. */
  parameters?: MemoryParameters;
}

/**
 * The memory state after reviewing a card with `rating` at `now`, using the learner's parameters or FSRS
 * defaults (learning steps 1 min and 10 min, 90% target retention). `memory` null means a card never
 * studied. If `now` is earlier than the last review (clock skew between devices), the review counts as
 * happening at the last review time instead of failing.
 */
export function scheduleReview(
  memory: CardMemory | null,
  rating: ReviewGrade,
  now: Date,
  options: ScheduleOptions = {},
): CardMemory {
  const scheduler = schedulerFor(options.parameters, options.enableFuzz === true);
  const card = memory ? toFsrsCard(memory) : createEmptyCard(now);
  const last = memory?.lastReview;
  const at = last && last.getTime() > now.getTime() ? last : now;
  return fromFsrsCard(scheduler.next(card, at, rating).card);
}
