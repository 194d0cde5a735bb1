import { computeDecayFactor, fsrs } from "ts-fsrs";
import { type CardMemory, toFsrsCard } from "./card-memory";
import { State } from "./rating";
import { FSRS_PARAMETERS } from "./schedule-review";

const scheduler = fsrs(FSRS_PARAMETERS);

/** The recall probability FSRS schedules for (0.9): a card falls due when its retrievability reaches it. */
export const TARGET_RETENTION = FSRS_PARAMETERS.request_retention;

/**
 * The forgetting curve R(t, S) = (1 + factor · t / S) ^ decay of the scheduling parameters, with t the
 * whole days since the last review and S the stability. Exported so a query can average it over many
 * cards in the database; `retrievability` is the reference that such a query is tested against.
 */
export const FORGETTING_CURVE: { decay: number; factor: number } = computeDecayFactor(FSRS_PARAMETERS.w);

/**
 * The predicted probability (0 to 1) that the learner recalls the card at `now`, as ts-fsrs computes it:
 * whole days elapsed since the last review, 1 on the day of a review, 0 for a card never studied.
 */
export function retrievability(memory: CardMemory | null, now: Date): number {
  if (!memory || memory.state === State.New || !memory.lastReview) return 0;
  return scheduler.get_retrievability(toFsrsCard(memory), now, false);
}
