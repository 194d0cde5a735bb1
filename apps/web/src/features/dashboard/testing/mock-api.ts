import type { SessionSummary } from "@recall/shared";
import { type FetchCall, jsonResponse, mockFetch, never } from "../../auth/testing";
import type { UserStats } from "../api/dashboard-queries";
import { sessionSummary, userStats } from "./fixtures";

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
    /** The finished sessions (GET /sessions?status=completed). */
    sessions?: Reply<SessionSummary[]> | (() => Reply<SessionSummary[]>);
    /** The open sessions (GET /sessions?status=active); none by default. */
    openSessions?: Reply<SessionSummary[]> | (() => Reply<SessionSummary[]>);
    /** POST /sessions/{id}/abandon; answers the abandoned session by default. */
    abandon?: Reply<SessionSummary> | ((id: string) => Reply<SessionSummary>);
  } = {},
  /** Answers other calls first (undefined: fall through to the dashboard's own). */
  other: (call: FetchCall) => Response | undefined = () => undefined,
) {
  const pick = <T>(r: Reply<T> | (() => Reply<T>) | undefined, fallback: T): Reply<T> =>
    typeof r === "function" ? (r as () => Reply<T>)() : (r ?? fallback);
  return mockFetch((call: FetchCall) => {
    const answered = other(call);
    if (answered) return answered;
    const url = new URL(call.url, "http://localhost");
    const path = url.pathname;
    if (path === "/api/sessions/stats/user") {
      return answer(pick(replies.stats, userStats()), (data) => ({ data }));
    }
    if (path === "/api/sessions") {
      const open = url.searchParams.get("status") === "active";
      const reply = open ? pick(replies.openSessions, []) : pick(replies.sessions, []);
      return answer(reply as Reply<SessionSummary[]>, (sessions) => ({ data: { sessions } }));
    }
    const abandon = /^\/api\/sessions\/([^/]+)\/abandon$/.exec(path);
    if (abandon && call.method === "POST") {
      const id = abandon[1]!;
      const reply =
        typeof replies.abandon === "function"
          ? replies.abandon(id)
          : (replies.abandon ?? sessionSummary({ id, status: "abandoned" }));
      return answer(reply, (session) => ({ data: { session } }));
    }
    if (path === "/api/collections") return jsonResponse(200, { data: { collections: [] } });
    return jsonResponse(404, { error: { code: "NOT_FOUND", message: `unexpected ${call.method} ${path}` } });
  });
}
