import type { HttpHandler } from "msw";
import { API_PREFIX } from "../../../lib/api-client";
import { route, serve } from "../../../test/msw";
import { configured, estimate, templates, usage, user } from "./fixtures";

/** The routes every screen of AI creation calls, with sensible answers (Mock Service Worker). */
export function aiRoutes(): HttpHandler[] {
  return [
    route("GET /ai-content/status", () => ({ data: configured })),
    route("GET /ai-content/usage", () => ({ data: usage() })),
    route("GET /ai-content/templates", () => ({ data: { templates } })),
    route("GET /ai-content/estimate/:cardCount", ({ params }) => ({
      data: estimate(Number(params.cardCount)),
    })),
    route("POST /auth/accept-guidelines", () => ({ data: { user: user({ guidelinesAccepted: true }) } })),
    // The material picker: no earlier material unless a test answers otherwise.
    route("GET /ai-content/materials", () => ({ data: { materials: [] } })),
  ];
}

/**
 * Serves the AI routes; `overrides` answer before the defaults, and any other request fails the test
 * (src/test/setup.ts). `calls` lists the requests answered; `count` those to one method and path.
 */
export function serveAi(...overrides: HttpHandler[]) {
  const calls = serve(...overrides, ...aiRoutes());
  const count = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.url === API_PREFIX + path).length;
  return { calls, count };
}
