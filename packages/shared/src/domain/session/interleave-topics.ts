/**
 * Reorders items (given in priority order) so that no two neighbours share a topic whenever some
 * arrangement allows it, while staying as close to the priority order as that permits.
 *
 * At each step it takes the highest-priority item whose topic differs from the previous one and whose
 * removal still leaves an arrangement without neighbours of one topic. When no such arrangement exists
 * (one topic holds more than half the items) it places the most plentiful other topic, which gives the
 * fewest repeats possible: max(0, 2·largestTopicCount − n − 1).
 */
export function interleaveTopics<T extends { topic: string }>(items: readonly T[]): T[] {
  const remaining = [...items];
  const counts = new Map<string, number>();
  for (const item of remaining) counts.set(item.topic, (counts.get(item.topic) ?? 0) + 1);

  const result: T[] = [];
  let prev: string | null = null;
  while (remaining.length > 0) {
    const index: number = pickNext(remaining, counts, prev);
    const item: T | undefined = remaining.splice(index, 1)[0];
    if (!item) break;
    counts.set(item.topic, (counts.get(item.topic) ?? 0) - 1);
    result.push(item);
    prev = item.topic;
  }
  return result;
}

function pickNext<T extends { topic: string }>(
  remaining: readonly T[],
  counts: Map<string, number>,
  prev: string | null,
): number {
  const n = remaining.length;
  for (let i = 0; i < n; i++) {
    const topic = remaining[i]?.topic;
    if (topic === undefined || topic === prev) continue;
    counts.set(topic, (counts.get(topic) ?? 0) - 1);
    const ok = canArrange(counts, n - 1, topic);
    counts.set(topic, (counts.get(topic) ?? 0) + 1);
    if (ok) return i;
  }
  // No perfect arrangement is left: spend the scarce separators on the largest topic's runs.
  let best = -1;
  let bestCount = -1;
  for (let i = 0; i < n; i++) {
    const topic = remaining[i]?.topic;
    if (topic === undefined || topic === prev) continue;
    const count = counts.get(topic) ?? 0;
    if (count > bestCount) {
      best = i;
      bestCount = count;
    }
  }
  return best === -1 ? 0 : best;
}

/**
 * Whether n items with these topic counts can be lined up without equal neighbours when the first
 * one may not have topic `first`: every topic fits in ceil(n/2) slots, and `first` in floor(n/2)
 * because slot 0 is closed to it.
 */
function canArrange(counts: Map<string, number>, n: number, first: string | null): boolean {
  const open = Math.ceil(n / 2);
  for (const count of counts.values()) if (count > open) return false;
  return first === null || (counts.get(first) ?? 0) <= Math.floor(n / 2);
}
