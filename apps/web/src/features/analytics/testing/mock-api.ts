import type { ApiRouteKey, OverallAnalytics, PerformancePoint } from "@recall/shared";
import type { CallAnswer } from "../../../lib/api-client";
import { failure, route, serve } from "../../../test/msw";
import * as fx from "./fixtures";

/** What a mocked call answers: data, an HTTP error status, or "pending" (never answers). */
export type Reply<T> = T | { status: number } | "pending";

const isStatus = (r: unknown): r is { status: number } =>
  typeof r === "object" &&
  r !== null &&
  "status" in r &&
  typeof (r as { status: unknown }).status === "number";

/** Serves `key` with `reply`, its data wrapped into the route's answer by `wrap`. */
function answer<K extends ApiRouteKey, T>(key: K, reply: Reply<T>, wrap: (data: T) => CallAnswer<K>) {
  return route(key, () => {
    if (reply === "pending") return new Promise<never>(() => undefined);
    if (isStatus(reply)) return failure(reply.status, "Boom", "INTERNAL_ERROR");
    return wrap(reply);
  });
}

/**
 * Serves every analytics call with the fixtures unless a test overrides one (MSW). Any other request fails
 * the test (src/test/setup.ts), so a stray call cannot pass unnoticed.
 */
export function mockAnalyticsApi(
  replies: {
    overall?: Reply<OverallAnalytics>;
    performance?: Reply<PerformancePoint[]>;
    topics?: Reply<typeof fx.topics>;
    card?: Reply<ReturnType<typeof fx.cardMemory>>;
  } = {},
) {
  const calls = serve(
    answer("GET /analytics/overall", replies.overall ?? fx.overall(), (data) => ({ data })),
    answer("GET /analytics/performance", replies.performance ?? fx.points, (points) => ({
      data: { days: 30, points },
    })),
    answer("GET /analytics/mastery/topic", replies.topics ?? fx.topics, (topics) => ({ data: { topics } })),
    answer("GET /analytics/mastery/level", fx.levels, (levels) => ({ data: { levels } })),
    answer("GET /analytics/patterns", fx.patterns, (patterns) => ({ data: { patterns } })),
    answer("GET /analytics/streak", fx.streak, (data) => ({ data })),
    answer("GET /analytics/heatmap", fx.heatmap, (data) => ({ data })),
    answer("GET /analytics/forecast", fx.forecast, (data) => ({ data })),
    answer("GET /analytics/retention", fx.retention, (data) => ({ data })),
    answer("GET /analytics/cards/:cardId", replies.card ?? fx.cardMemory(), (data) => ({ data })),
  );
  return { calls };
}
