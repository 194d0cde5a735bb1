import { useMemo, useState } from "react";
import { EMPTY_FILTERS, type SearchFilters, toSearchBody } from "../lib/search-criteria";

/**
 * The text being typed, the text last searched for, and the filters. Filters apply as soon as they
 * change; the text only on Enter or Search (`submit`), which repeats the search when nothing changed.
 */
export function useSearchState(initial: Partial<SearchFilters> = {}) {
  const [draft, setDraft] = useState("");
  const [text, setText] = useState("");
  const [filters, setFilters] = useState<SearchFilters>({ ...EMPTY_FILTERS, ...initial });
  const body = useMemo(() => toSearchBody(text, filters), [text, filters]);

  /** Returns false when the criteria did not change (the caller then refetches). */
  const submit = () => {
    if (draft.trim() === text.trim()) return false;
    setText(draft);
    return true;
  };

  return {
    draft,
    setDraft,
    filters,
    setFilters,
    resetFilters: () => setFilters(EMPTY_FILTERS),
    body,
    submit,
  };
}
