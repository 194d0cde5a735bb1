/** Query keys of the collections feature: invalidating `collectionKeys.all` refreshes every list, detail and card list. */
export const collectionKeys = {
  all: ["collections"] as const,
  lists: () => [...collectionKeys.all, "list"] as const,
  list: (filter: CollectionFilter) => [...collectionKeys.lists(), filter] as const,
  detail: (id: string) => [...collectionKeys.all, "detail", id] as const,
  cards: (id: string) => [...collectionKeys.all, "cards", id] as const,
  stats: (id: string) => [...collectionKeys.all, "stats", id] as const,
  compare: (idA: string, idB: string) => [...collectionKeys.all, "compare", idA, idB] as const,
};

/** The list filter of /collections (requirements C4: all or favorites). */
export type CollectionFilter = "all" | "favorites";
