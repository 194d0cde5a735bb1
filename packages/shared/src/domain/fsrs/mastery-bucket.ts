import { State } from "ts-fsrs";

/** part2 §2 analytics "Mastery Distribution": six buckets, weakest first. */
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
