/** Query keys of the courses feature: invalidating `courseKeys.all` refreshes every list, course and card list. */
export const courseKeys = {
  all: ["courses"] as const,
  lists: () => [...courseKeys.all, "list"] as const,
  list: (filters: Record<string, unknown>) => [...courseKeys.lists(), filters] as const,
  detail: (id: string) => [...courseKeys.all, "detail", id] as const,
  cards: (id: string) => [...courseKeys.all, "cards", id] as const,
};
