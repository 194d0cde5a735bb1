import type { OverallAnalytics, PerformancePoint } from "@recall/shared";
import { type FetchCall, jsonResponse, mockFetch, never } from "../../auth/testing";
import * as fx from "./fixtures";

/** What a mocked call answers: data, an HTTP error status, or "pending" (never answers). */
export type Reply<T> = T | { status: number } | "pending";

const isStatus = (r: unknown): r is { status: number } =>
  typeof r === "object" &&
  r !== null &&
  "status" in r &&
  typeof (r as { status: unknown }).status === "number";

function answer<T>(reply: Reply<T>, wrap: (data: T) => unknown) {
  if (reply === "pending") return never();
  if (isStatus(reply))
    return jsonResponse(reply.status, { error: { code: "INTERNAL_ERROR", message: "Boom" } });
  return jsonResponse(200, { data: wrap(reply) });
}

/**
 * Mocks every analytics call with the fixtures unless a test overrides one. Any other request fails the
 * test loudly (404 with the path), so a stray call cannot pass unnoticed.
 */
export function mockAnalyticsApi(
  replies: {
    overall?: Reply<OverallAnalytics>;
    performance?: Reply<PerformancePoint[]>;
    topics?: Reply<typeof fx.topics>;
    card?: Reply<ReturnType<typeof fx.cardMemory>>;
  } = {},
) {
  return mockFetch((call: FetchCall) => {
    const path = new URL(call.url, "http://localhost").pathname.replace(/^\/api\/analytics\//, "");
    switch (path) {
      case "overall":
        return answer(replies.overall ?? fx.overall(), (d) => d);
      case "performance":
        return answer(replies.performance ?? fx.points, (points) => ({ days: 30, points }));
      case "mastery/topic":
        return answer(replies.topics ?? fx.topics, (topics) => ({ topics }));
      case "mastery/level":
        return answer(fx.levels, (levels) => ({ levels }));
      case "patterns":
        return answer(fx.patterns, (patterns) => ({ patterns }));
      case "streak":
        return answer(fx.streak, (d) => d);
      case "heatmap":
        return answer(fx.heatmap, (d) => d);
      case "forecast":
        return answer(fx.forecast, (d) => d);
      case "retention":
        return answer(fx.retention, (d) => d);
      default:
        if (path.startsWith("cards/")) return answer(replies.card ?? fx.cardMemory(), (d) => d);
        return jsonResponse(404, {
          error: { code: "NOT_FOUND", message: `unexpected ${call.method} ${path}` },
        });
    }
  });
}
