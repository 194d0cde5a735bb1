import type { SessionListResponse, SessionSummary, UserStatsResponse } from "@recall/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/** part1 §7/§9: the dashboard asks for, and shows, at most 5 recent sessions. */
export const RECENT_SESSIONS_LIMIT = 5;

export type UserStats = UserStatsResponse["data"];

/**
 * Both keys start with "sessions": completing a session invalidates `["sessions"]`, so the dashboard
 * shows the new figures on the next visit instead of waiting out the 5-minute freshness.
 */
export const dashboardKeys = {
  stats: ["sessions", "stats", "user"] as const,
  recent: ["sessions", "list", RECENT_SESSIONS_LIMIT] as const,
};

/** Streak, accuracy and totals of the signed-in user (GET /sessions/stats/user). */
export function useUserStats() {
  return useQuery({
    queryKey: dashboardKeys.stats,
    queryFn: async ({ signal }): Promise<UserStats> =>
      (await api.get<UserStatsResponse>("/sessions/stats/user", undefined, signal)).data,
  });
}

/**
 * The newest sessions first (GET /sessions?limit=5). The recent-sessions list and the neurochemical
 * bars share this one query.
 */
export function useRecentSessions() {
  return useQuery({
    queryKey: dashboardKeys.recent,
    queryFn: async ({ signal }): Promise<SessionSummary[]> =>
      (
        await api.get<SessionListResponse>("/sessions", { limit: RECENT_SESSIONS_LIMIT }, signal)
      ).data.sessions.slice(0, RECENT_SESSIONS_LIMIT),
  });
}
