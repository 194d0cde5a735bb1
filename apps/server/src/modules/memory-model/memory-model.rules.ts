import { DESIRED_RETENTION, FSRS_PARAMETERS, isUsableWeights, type MemoryParameters } from "@recall/shared";

/**
 * Trainable reviews (a review of a card on a later day than its previous review) a learner needs before
 * their weights are fitted: the minimum Anki's manual gives for its FSRS optimizer. fsrs-rs itself refuses
 * far fewer (NotEnoughData) but fits little beyond the first-review stabilities below a few hundred.
 */
export const MEMORY_MODEL_THRESHOLD = 400;

/** A fitted model is refitted after this long (the learner's reviews have grown by then). */
export const REFIT_AFTER_MS = 30 * 86_400_000;

/** The scheduler's parameters from a stored model row (defaults where it has none or they are unusable). */
export function memoryParameters(
  row: { weights: number[] | null; desiredRetention: number } | null | undefined,
): MemoryParameters | undefined {
  if (!row) return undefined;
  const retention = row.desiredRetention ?? DESIRED_RETENTION.default;
  if (!isUsableWeights(row.weights) && retention === DESIRED_RETENTION.default) return undefined;
  return {
    w: isUsableWeights(row.weights) ? row.weights : FSRS_PARAMETERS.w,
    desiredRetention: retention,
  };
}
