/**
 * Accuracy as a whole percentage (0-100) of `correct` out of `answered`, rounded half up: 2 of 3 is 67.
 * The one rounding rule for every accuracy the product shows (completion screen, recent sessions, stat
 * tiles, API figures), so the same answers never read 67% in one place and 66.7% in another.
 * No answers (or unreadable counts) give 0.
 */
export function accuracyPercent(correct: number, answered: number): number {
  if (!Number.isFinite(correct) || !Number.isFinite(answered) || answered <= 0) return 0;
  const share = Math.min(1, Math.max(0, correct / answered));
  return Math.round(share * 100);
}
