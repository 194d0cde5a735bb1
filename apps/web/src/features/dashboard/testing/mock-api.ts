import type { ApiRouteKey, SessionSummary } from "@recall/shared";
import type { CallAnswer } from "../../../lib/api-client";
import { failure, route, serve } from "../../../test/msw";
import type { UserStats } from "../api/dashboard-queries";
import { sessionSummary, userStats } from "./fixtures";

/** What a mocked endpoint answers: data, an HTTP error status, or "pending" (never answers). */
export type Reply<T> = T | { status: number } | "pending";

const isStatus = (r: unknown): r is { status: number } =>
  typeof r === "object" &&
  r !== null &&
  "status" in r &&
  typeof (r as { status: unknown }).status === "number";

function answer<K extends ApiRouteKey, T>(reply: Reply<T>, wrap: (data: T) => CallAnswer<K>) {
  if (reply === "pending") return new Promise<never>(() => undefined);
  if (isStatus(reply)) return failure(reply.status, "Boom", "INTERNAL_ERROR");
  return wrap(reply);
}

/**
 * Serves the dashboard's calls (stats, recent sessions, collections) through MSW. Each reply may be a
 * function, so a test can fail the first call and succeed on the retry. Any other request fails the test
 * (src/test/setup.ts) unless the test serves it too.
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
) {
  const pick = <T>(r: Reply<T> | (() => Reply<T>) | undefined, fallback: T): Reply<T> =>
    typeof r === "function" ? (r as () => Reply<T>)() : (r ?? fallback);
  const calls = serve(
    route("GET /sessions/stats/user", () =>
      answer<"GET /sessions/stats/user", UserStats>(pick(replies.stats, userStats()), (data) => ({ data })),
    ),
    route("GET /sessions", ({ query }) => {
      const open = query.get("status") === "active";
      const reply = open ? pick(replies.openSessions, []) : pick(replies.sessions, []);
      return answer<"GET /sessions", SessionSummary[]>(reply, (sessions) => ({ data: { sessions } }));
    }),
    route("POST /sessions/:id/abandon", ({ params: { id } }) => {
      const reply =
        typeof replies.abandon === "function"
          ? replies.abandon(id)
          : (replies.abandon ?? sessionSummary({ id, status: "abandoned" }));
      return answer<"POST /sessions/:id/abandon", SessionSummary>(reply, (session) => ({
        data: { session },
      }));
    }),
    route("GET /collections", () => ({ data: { collections: [] } })),
  );
  return { calls };
}
