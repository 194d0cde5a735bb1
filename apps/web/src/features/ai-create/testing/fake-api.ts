import {
  type AiStatus,
  type AiUsage,
  type Brief,
  type BriefTemplate,
  DEFAULT_PREFS,
  type Estimate,
  type User,
} from "@recall/shared";
import { vi } from "vitest";

/** Test data and a fake of the AI routes for this feature's tests (only *.test.tsx import this). */

export const user = (overrides: Partial<User> = {}): User => ({
  id: "user-1",
  email: "ada@example.com",
  displayName: "Ada",
  timezone: "UTC",
  emailVerified: true,
  guidelinesAccepted: true,
  createdAt: "2025-01-01T00:00:00.000Z",
  prefs: { ...DEFAULT_PREFS },
  ...overrides,
});

export const configured: AiStatus = {
  configured: true,
  provider: "openai",
  model: "gpt-4o-mini",
  message: null,
};

export const usage = (overrides: Partial<AiUsage> = {}): AiUsage => ({
  totalSpent: 1.2345,
  monthlyBudget: 5,
  remaining: 3.7655,
  canGenerate: true,
  generations: 3,
  resetsAt: "2025-02-01T00:00:00.000Z",
  ...overrides,
});

export const brief = (overrides: Partial<Brief> = {}): Brief => ({
  topic: "The French Revolution",
  knowledgeLevel: "beginner",
  goal: "Pass my history exam",
  cardCount: 20,
  focusAreas: ["Causes", "Key events"],
  language: "en",
  ...overrides,
});

export const estimate = (cardCount: number, overrides: Partial<Estimate> = {}): Estimate => ({
  cardCount,
  estimatedCost: cardCount * 0.015,
  estimatedTime: {
    minSeconds: cardCount * 5,
    maxSeconds: cardCount * 8,
    label: `${cardCount * 5}-${cardCount * 8} seconds`,
  },
  warning: null,
  ...overrides,
});

export const templates: BriefTemplate[] = [
  {
    id: "history",
    title: "History period",
    description: "An era.",
    message: "I'd like a course on the French Revolution.",
  },
  {
    id: "science",
    title: "Science fundamentals",
    description: "Basics.",
    message: "Teach me chemistry basics.",
  },
];

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export interface Reply {
  status?: number;
  body: unknown;
}

type Route = (call: Call) => Reply | Promise<Reply>;

export const ok = (data: unknown): Reply => ({ body: { data } });
export const fail = (status: number, code: string, message: string): Reply => ({
  status,
  body: { error: { code, message } },
});
/** A reply that never comes: keeps a call pending. */
export const pendingForever = () => new Promise<Reply>(() => undefined);

/**
 * Replaces fetch with the AI routes answering sensible defaults; `routes` ("GET /ai-content/usage", ...)
 * override them. Unknown calls fail the test loudly with a 599.
 */
export function fakeAiServer(routes: Record<string, Route> = {}) {
  const defaults: Record<string, Route> = {
    "GET /ai-content/status": () => ok(configured),
    "GET /ai-content/usage": () => ok(usage()),
    "GET /ai-content/templates": () => ok({ templates }),
    "GET /ai-content/estimate/:n": (c) => ok(estimate(Number(c.path.split("/").pop()))),
    "POST /auth/accept-guidelines": () => ok({ user: user({ guidelinesAccepted: true }) }),
    "GET /ai-content/materials": () => ok({ materials: [] }),
  };
  const table = { ...defaults, ...routes };
  const calls: Call[] = [];
  const find = (method: string, path: string): Route | undefined =>
    table[`${method} ${path}`] ??
    Object.entries(table).find(([key]) => {
      const [m, pattern] = key.split(" ");
      if (m !== method || !pattern?.includes(":")) return false;
      return new RegExp(`^${pattern.replace(/:[^/]+/g, "[^/]+")}$`).test(path);
    })?.[1];

  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const path = url.pathname.replace(/^\/api/, "");
    const call: Call = {
      method,
      path,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = find(method, path);
    const reply = route
      ? await route(call)
      : { status: 599, body: { error: { code: "TEST", message: `No fake for ${method} ${path}` } } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  const count = (method: string, path: string) =>
    calls.filter((c) => c.method === method && c.path === path).length;
  return { calls, spy, count };
}
