import {
  type BucketCounts,
  bandStability,
  MASTERY_BUCKETS,
  type MasteryDistribution,
  masteryBucket,
  masteryPercentage,
} from "@recall/shared";
import type { MemoryGroupRow } from "./memory.repository";

/** The bucket of a group of cards sharing state, "reviewed" and stability band: the one mastery rule decides. */
export function bucketOfGroup(row: Pick<MemoryGroupRow, "state" | "reviewed" | "band">) {
  if (row.state === null) return masteryBucket(null);
  return masteryBucket({
    state: row.state,
    reps: row.reviewed ? 1 : 0,
    stability: bandStability(Number(row.band)),
  });
}

/** Bucket counts per group key (a course id, topic or level; "" for the whole distribution). */
export function foldGroups(rows: readonly MemoryGroupRow[]): Map<string, BucketCounts> {
  const byKey = new Map<string, BucketCounts>();
  for (const row of rows) {
    const key = row.key ?? "";
    const counts = byKey.get(key) ?? {};
    const bucket = bucketOfGroup(row);
    counts[bucket] = (counts[bucket] ?? 0) + Number(row.cards);
    byKey.set(key, counts);
  }
  return byKey;
}

/** All six buckets, zero where no card is. */
export function toDistribution(counts: BucketCounts = {}): MasteryDistribution {
  return Object.fromEntries(MASTERY_BUCKETS.map((b) => [b, counts[b] ?? 0])) as MasteryDistribution;
}

/** Total, mastered and the mastery percentage of a group (docs/decisions/analytics.md). */
export function masteryFigures(counts: BucketCounts = {}) {
  const totalCards = MASTERY_BUCKETS.reduce((n, b) => n + (counts[b] ?? 0), 0);
  return { totalCards, masteredCards: counts.mastered ?? 0, masteryPercentage: masteryPercentage(counts) };
}
