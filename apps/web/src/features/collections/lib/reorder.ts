/**
 * Moving one card in a collection's list. The reorder call places the listed ids first and keeps the rest
 * in their order after them, so only the ids up to the furthest place that changed are sent: a move near
 * the top of a long collection sends a few ids, and the list shown (at most one page) is never too long.
 */

/** The ids with the one at `from` moved to `to` (both clamped to the list). */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const target = Math.max(0, Math.min(ids.length - 1, to));
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return [...ids];
  next.splice(target, 0, moved);
  return next;
}

/** The shortest start of `order` that, sent to the reorder call, gives `order`: up to the last changed place. */
export function reorderPrefix(before: readonly string[], order: readonly string[]): string[] {
  let last = -1;
  order.forEach((id, i) => {
    if (before[i] !== id) last = i;
  });
  return order.slice(0, last + 1);
}
