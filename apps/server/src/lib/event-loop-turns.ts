/**
 * Big requests (a 5,000-card upload, an export, a bulk copy) do their CPU work in chunks and pass a turn
 * of the event loop between chunks, so a health check or another user's answer is served in between.
 * With PGlite the database runs on this thread too, so a statement is CPU work here as well.
 */

/** Resolves on the next turn of the event loop, after the I/O callbacks already waiting have run. */
export function nextTurn(): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve));
}

/** Runs `work` on each chunk of `size` items in order, passing a turn of the event loop between chunks. */
export async function inChunks<T>(
  items: readonly T[],
  size: number,
  work: (chunk: T[], start: number) => Promise<void> | void,
): Promise<void> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn();
    await work(items.slice(start, start + size), start);
  }
}
