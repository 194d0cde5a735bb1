import { computeDecayFactor } from "ts-fsrs";
import { type CardMemory, toFsrsCard } from "./card-memory";
import { FSRS_PARAMETERS, type MemoryParameters, schedulerFor } from "./memory-parameters";
import { State } from "./rating";

/** The recall probability FSRS schedules for by default (0.9): a card falls due when R reaches it. */
export const TARGET_RETENTION = FSRS_PARAMETERS.request_retention;

/** The forgetting curve R(t, S) = (1 + factor · t / S) ^ decay of a set of weights. */
export function forgettingCurve(w: readonly number[]): { decay: number; factor: number } {
  return computeDecayFactor([...w]);
}

/**
 * The forgetting curve of the default weights, with t the whole days since the last review and S the
 * stability. Exported so a query can average it over many cards in the database; `retrievability` is
 * the reference that such a query is tested against.
 */
export const FORGETTING_CURVE: { decay: number; factor: number } = forgettingCurve(FSRS_PARAMETERS.w);

/**
 * The predicted probability (0 to 1) that the learner recalls the card at `now`, as ts-fsrs computes it
 * with the learner's weights (defaults when absent): whole days elapsed since the last review, 1 on the
 * day of a review, 0 for a card never studied.
 */
export function retrievability(memory: CardMemory | null, now: Date, parameters?: MemoryParameters): number {
  if (!memory || memory.state === State.New || !memory.lastReview) return 0;
  return schedulerFor(parameters).get_retrievability(toFsrsCard(memory), now, false);
}
