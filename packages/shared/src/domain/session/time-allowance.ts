/** requirements S3 / requirements C9: a card's minReadTime defaults to 5 seconds. */
export const DEFAULT_MIN_READ_TIME_SEC = 5;

/** Reading pace behind the allowance: 200 words per minute, a common figure for careful reading. */
export const SECONDS_PER_WORD = 0.3;

/** Upper bound so a huge card cannot make every answer look "fast" or never "slow". */
export const MAX_ALLOWANCE_SEC = 120;

/** What the allowance needs from a card; both fields are optional because older cards may lack them. */
export interface AllowanceCard {
  minReadTime?: number | null;
  wordCount?: number | null;
}

/**
 * Seconds a learner reasonably needs for a card:
 * `min(MAX_ALLOWANCE_SEC, ceil(minReadTime + wordCount * SECONDS_PER_WORD))`.
 * minReadTime is the floor for thinking; the word term adds reading time for long cards.
 * A missing or non-positive minReadTime falls back to 5 s; a missing or negative wordCount counts as 0.
 */
export function timeAllowanceSec(card: AllowanceCard): number {
  const minRead =
    typeof card.minReadTime === "number" && Number.isFinite(card.minReadTime) && card.minReadTime > 0
      ? card.minReadTime
      : DEFAULT_MIN_READ_TIME_SEC;
  const words =
    typeof card.wordCount === "number" && Number.isFinite(card.wordCount) && card.wordCount > 0
      ? card.wordCount
      : 0;
  return Math.min(MAX_ALLOWANCE_SEC, Math.ceil(minRead + words * SECONDS_PER_WORD));
}
