import { MASTERY_BUCKETS, type MasteryBucket } from "./mastery-bucket";

/**
 * How much a card in each bucket counts towards a mastery percentage: evenly spaced from new (0) to
 * mastered (100), so the colour thresholds 80/60/40/20 of requirements C9 read "on average strong / known /
 * familiar / learning" (docs/decisions/analytics.md).
 */
export const MASTERY_BUCKET_WEIGHT: Readonly<Record<MasteryBucket, number>> = Object.freeze(
  Object.fromEntries(MASTERY_BUCKETS.map((b, i) => [b, (i * 100) / (MASTERY_BUCKETS.length - 1)])) as Record<
    MasteryBucket,
    number
  >,
);

/** Cards per bucket; a missing bucket counts 0. */
export type BucketCounts = Partial<Record<MasteryBucket, number>>;

/** The mastery percentage of a group of cards: the mean bucket weight, one decimal; 0 without cards. */
export function masteryPercentage(counts: BucketCounts): number {
  let cards = 0;
  let weight = 0;
  for (const bucket of MASTERY_BUCKETS) {
    const n = counts[bucket] ?? 0;
    cards += n;
    weight += n * MASTERY_BUCKET_WEIGHT[bucket];
  }
  return cards === 0 ? 0 : Math.round((weight / cards) * 10) / 10;
}
