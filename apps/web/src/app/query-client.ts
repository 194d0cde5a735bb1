import { QueryClient } from "@tanstack/react-query";

/** Spec defaults (part1 §9): no refetch on focus, 1 retry, fresh for 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: 1, staleTime: 5 * 60 * 1000 },
      mutations: { retry: false },
    },
  });
}
