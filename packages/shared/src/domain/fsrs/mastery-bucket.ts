import { State } from "ts-fsrs";

/** requirements C2 analytics "Mastery Distribution": six buckets, weakest first. */
export const MASTERY_BUCKETS = ["new", "learning", "familiar", "known", "strong", "mastered"] as const;
export type MasteryBucket = (typeof MASTERY_BUCKETS)[number];

/**
 * Lower bounds, in days of FSRS stability, for the buckets of cards in Review state.
 * Stability is the number of days after which recall probability falls to 90%.
 * 21 days is the classic "mature card" line of spaced-repetition tools; 90 days is a season.
 */
export const MASTERY_STABILITY_DAYS = { known: 7, strong: 21, mastered: 90 } as const;

/** The memory fields the bucket depends on. */
export interface MasteryInput {
  state: number;
  stability: number;
  reps: number;
}

/**
 * Which mastery bucket a card is in:
 * - no memory, state New or no reviews → new;
 * - Learning or Relearning (short steps, or a recent lapse) → learning;
 * - Review: stability < 7 d → familiar, < 21 d → known, < 90 d → strong, otherwise mastered.
 */
export function masteryBucket(memory: MasteryInput | null): MasteryBucket {
  if (!memory || memory.state === State.New || memory.reps <= 0) return "new";
  if (memory.state !== State.Review) return "learning";
  const s = Number.isFinite(memory.stability) ? memory.stability : 0;
  if (s >= MASTERY_STABILITY_DAYS.mastered) return "mastered";
  if (s >= MASTERY_STABILITY_DAYS.strong) return "strong";
  if (s >= MASTERY_STABILITY_DAYS.known) return "known";
  return "familiar";
}

/** The stability bounds in ascending order (7, 21, 90): band i holds stabilities from bound i-1 up to bound i. */
export const MASTERY_STABILITY_BOUNDS: readonly number[] = Object.values(MASTERY_STABILITY_DAYS).sort(
  (a, b) => a - b,
);

/**
 * The band of a stability: how many bounds are at or below it (0 to 3), like SQL's
 * `width_bucket(stability, bounds)`; an unreadable stability is band 0, as masteryBucket reads it as 0.
 */
export function stabilityBand(stability: number): number {
  const s = Number.isFinite(stability) ? stability : 0;
  return MASTERY_STABILITY_BOUNDS.filter((bound) => s >= bound).length;
}

/**
 * A stability that stands for every stability of `band`: its lower bound. masteryBucket gives every
 * stability of one band the same bucket, so a query may count cards per (state, reviewed, band) and
 * this rule still names each group's bucket.
 */
export function bandStability(band: number): number {
  return band <= 0 ? 0 : (MASTERY_STABILITY_BOUNDS[Math.min(band, MASTERY_STABILITY_BOUNDS.length) - 1] ?? 0);
}
