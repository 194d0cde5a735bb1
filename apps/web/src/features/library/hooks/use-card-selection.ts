import { useCallback, useMemo, useState } from "react";

/**
 * The library's card selection (requirements C4: a set toggled per card). It outlives a search, so cards picked
 * in one search stay picked in the next: Select All and Deselect All act on the cards on screen,
 * Clear Selection empties the whole set.
 */
export function useCardSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const toggle = useCallback(
    (id: string) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
  const selectAll = useCallback((ids: string[]) => setSelected((prev) => new Set([...prev, ...ids])), []);
  const deselectAll = useCallback(
    (ids: string[]) =>
      setSelected((prev) => {
        const next = new Set(prev);
        for (const id of ids) next.delete(id);
        return next;
      }),
    [],
  );
  const clear = useCallback(() => setSelected(new Set()), []);
  const ids = useMemo(() => [...selected], [selected]);

  return { selected, ids, count: selected.size, toggle, selectAll, deselectAll, clear };
}
