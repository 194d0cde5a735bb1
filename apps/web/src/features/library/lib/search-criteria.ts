import { type CardSearchBody, type CardType, SEARCH_LIMITS } from "@recall/shared";

/** The filters both search pages share; an empty list does not filter. */
export interface SearchFilters {
  courseIds: string[];
  topics: string[];
  levels: string[];
  types: CardType[];
  hasDeepDive: boolean;
  collectionIds: string[];
  tags: string[];
}

export const EMPTY_FILTERS: SearchFilters = {
  courseIds: [],
  topics: [],
  levels: [],
  types: [],
  hasDeepDive: false,
  collectionIds: [],
  tags: [],
};

/** The request body for `text` and `filters`: empty filters are left out; both pages ask for 500 (requirements C9). */
export function toSearchBody(text: string, filters: SearchFilters): CardSearchBody {
  const body: CardSearchBody = { limit: SEARCH_LIMITS.cardSearch };
  const query = text.trim();
  if (query) body.query = query;
  if (filters.courseIds.length) body.courseIds = filters.courseIds;
  if (filters.topics.length) body.topics = filters.topics;
  if (filters.levels.length) body.levels = filters.levels;
  if (filters.types.length) body.types = filters.types;
  if (filters.hasDeepDive) body.hasDeepDive = true;
  if (filters.collectionIds.length) body.collectionIds = filters.collectionIds;
  if (filters.tags.length) body.tags = filters.tags;
  return body;
}

/** `list` with `value` added, or removed when it is already there. */
export function toggleValue<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** How many filters are in use (for the phone's Filters button). */
export function activeFilterCount(filters: SearchFilters): number {
  return (
    filters.courseIds.length +
    filters.topics.length +
    filters.levels.length +
    filters.types.length +
    filters.collectionIds.length +
    filters.tags.length +
    (filters.hasDeepDive ? 1 : 0)
  );
}
