import type { SessionSummary, UserStatsResponse } from "@recall/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** requirements S7/S9: the dashboard asks for, and shows, at most 5 recent sessions. */
export const RECENT_SESSIONS_LIMIT = 5;

export type UserStats = UserStatsResponse["data"];

/**
 * Every key starts with "sessions": starting, completing or abandoning a session invalidates
 * `["sessions"]`, so the dashboard shows the new figures on the next visit instead of waiting out the
 * 5-minute freshness.
 */
export const dashboardKeys = {
  stats: ["sessions", "stats", "user"] as const,
  recent: ["sessions", "list", "completed", RECENT_SESSIONS_LIMIT] as const,
  open: ["sessions", "list", "active", RECENT_SESSIONS_LIMIT] as const,
};

/** Streak, accuracy and totals of the signed-in user (GET /sessions/stats/user). */
export function useUserStats() {
  return useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: async ({ signal }): Promise<UserStats> =>
      (await api.call("GET /sessions/stats/user", {}, { signal })).data,
  });
}

const listSessions = async (status: "completed" | "active", signal: AbortSignal) =>
  (
    await api.call("GET /sessions", { query: { limit: RECENT_SESSIONS_LIMIT, status } }, { signal })
  ).data.sessions.slice(0, RECENT_SESSIONS_LIMIT);

/**
 * The five newest finished sessions (GET /sessions?limit=5&status=completed): open, abandoned or
 * expired sessions never push them out (docs/decisions/session-api.md).
 */
export function useRecentSessions() {
  return useQuery({
    queryKey: dashboardKeys.recent,
    queryFn: ({ signal }): Promise<SessionSummary[]> => listSessions("completed", signal),
  });
}

/** Sessions still open (GET /sessions?limit=5&status=active), listed apart with Resume and Abandon. */
export function useOpenSessions() {
  return useQuery({
    queryKey: dashboardKeys.open,
    queryFn: ({ signal }): Promise<SessionSummary[]> => listSessions("active", signal),
  });
}

/** POST /sessions/{id}/abandon: ends an open session; its answers stay counted. */
export function useAbandonSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.call("POST /sessions/:id/abandon", { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["sessions"] }),
  });
}
