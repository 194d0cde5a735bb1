import type { SessionSummary } from "@recall/shared";
import { type FetchCall, jsonResponse, mockFetch, never } from "../../auth/test-utils";
import type { UserStats } from "../api/dashboard-queries";
import { userStats } from "./fixtures";

/** What a mocked endpoint answers: data, an HTTP error status, or "pending" (never answers). */
export type Reply<T> = T | { status: number } | "pending";

const isStatus = (r: unknown): r is { status: number } =>
  typeof r === "object" &&
  r !== null &&
  "status" in r &&
  typeof (r as { status: unknown }).status === "number";

function answer<T>(reply: Reply<T>, wrap: (data: T) => unknown): Response | Promise<Response> {
  if (reply === "pending") return never();
  if (isStatus(reply)) return jsonResponse(reply.status, { error: { code: "INTERNAL", message: "Boom" } });
  return jsonResponse(200, wrap(reply));
}

/**
 * Mocks the dashboard's calls (stats, recent sessions, collections). Each reply may be a function, so
 * a test can fail the first call and succeed on the retry.
 */
export function mockDashboardApi(
  replies: {
    stats?: Reply<UserStats> | (() => Reply<UserStats>);
    sessions?: Reply<SessionSummary[]> | (() => Reply<SessionSummary[]>);
  } = {},
) {
  const pick = <T>(r: Reply<T> | (() => Reply<T>) | undefined, fallback: T): Reply<T> =>
    typeof r === "function" ? (r as () => Reply<T>)() : (r ?? fallback);
  return mockFetch((call: FetchCall) => {
    const path = new URL(call.url, "http://localhost").pathname;
    if (path === "/api/sessions/stats/user") {
      return answer(pick(replies.stats, userStats()), (data) => ({ data }));
    }
    if (path === "/api/sessions") {
      return answer(pick(replies.sessions, [] as SessionSummary[]), (sessions) => ({ data: { sessions } }));
    }
    if (path === "/api/collections") return jsonResponse(200, { data: { collections: [] } });
    return jsonResponse(404, { error: { code: "NOT_FOUND", message: `unexpected ${call.method} ${path}` } });
  });
}
