import { createEmptyCard, type FSRS, fsrs, generatorParameters } from "ts-fsrs";
import { type CardMemory, fromFsrsCard, toFsrsCard } from "./card-memory";
import type { ReviewGrade } from "./rating";

export interface ScheduleOptions {
  /**
   * Spread due dates a little so cards learnt together do not all fall due together. Off by default:
   * exact intervals keep tests and support questions ("why is this due today?") simple. ts-fsrs seeds
   * its fuzz from the card and review time, so even with fuzz on the result is deterministic.
   */
  enableFuzz?: boolean;
}

/**
 * The FSRS parameters of every schedule and memory figure: ts-fsrs defaults (learning steps 1 min and
 * 10 min, 90% target retention). Retrievability (retrievability.ts) reads the same weights.
 */
export const FSRS_PARAMETERS = generatorParameters({ enable_fuzz: false });

// Both schedulers are built once: parameters never change at run time.
const plain = fsrs(FSRS_PARAMETERS);
const fuzzed = fsrs({ ...FSRS_PARAMETERS, enable_fuzz: true });

/**
 * The memory state after reviewing a card with `rating` at `now`, using FSRS default parameters
 * (learning steps 1 min and 10 min, 90% target retention). `memory` null means a card never studied.
 * If `now` is earlier than the last review (clock skew between devices), the review counts as
 * happening at the last review time instead of failing.
 */
export function scheduleReview(
  memory: CardMemory | null,
  rating: ReviewGrade,
  now: Date,
  options: ScheduleOptions = {},
): CardMemory {
  const scheduler: FSRS = options.enableFuzz ? fuzzed : plain;
  const card = memory ? toFsrsCard(memory) : createEmptyCard(now);
  const last = memory?.lastReview;
  const at = last && last.getTime() > now.getTime() ? last : now;
  return fromFsrsCard(scheduler.next(card, at, rating).card);
}
