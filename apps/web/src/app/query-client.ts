import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-client";

/** Spec query defaults (requirements S9): 1 retry. A 4xx answer will not change on a retry, so it is not retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Spec defaults (requirements S9): no refetch on focus, 1 retry, fresh for 5 minutes. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: shouldRetry, staleTime: 5 * 60 * 1000 },
      mutations: { retry: false },
    },
  });
}
