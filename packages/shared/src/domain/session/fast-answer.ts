/** requirements S4/S9: a fast answer is one faster than 70% of the card's time allowance. */
export const FAST_ANSWER_RATIO = 0.7;

/**
 * True when the answer took strictly less than {@link FAST_ANSWER_RATIO} of the allowance.
 * Exactly 70% is not fast ("faster than" in the spec is strict). An unusable time or allowance
 * (negative, NaN, infinite, zero allowance) is never fast: we cannot tell, so we do not reward it.
 */
export function isFastAnswer(timeTakenMs: number, allowanceSec: number): boolean {
  if (!Number.isFinite(timeTakenMs) || timeTakenMs < 0) return false;
  if (!Number.isFinite(allowanceSec) || allowanceSec <= 0) return false;
  return timeTakenMs < allowanceSec * 1000 * FAST_ANSWER_RATIO;
}
