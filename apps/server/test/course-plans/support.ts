import type { App } from "../../src/lib/http";
import type { SignedUpUser } from "../helpers/factories";

type Method = "GET" | "POST" | "PUT";

export function call(app: App, user: SignedUpUser | null, method: Method, url: string, payload?: unknown) {
  return app.inject({
    method,
    url,
    headers: user ? user.auth : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

export const planUrl = (id: string) => `/api/ai-content/course-plan/${id}`;

export function planInput(overrides: Record<string, unknown> = {}) {
  return {
    topic: "Photosynthesis",
    language: "en",
    targetCardCount: 18,
    userDirections: "Focus on the light reactions",
    knowledgeLevel: "beginner",
    ...overrides,
  };
}

/** Creates a plan and answers it (fails the test on a non-200). */
export async function createPlan(app: App, user: SignedUpUser, overrides: Record<string, unknown> = {}) {
  const res = await call(app, user, "POST", "/api/ai-content/course-plan/create", planInput(overrides));
  if (res.statusCode !== 200) throw new Error(`create plan: ${res.statusCode} ${res.body}`);
  return res.json().data.plan;
}

export async function getPlan(app: App, user: SignedUpUser, id: string) {
  const res = await call(app, user, "GET", planUrl(id));
  if (res.statusCode !== 200) throw new Error(`get plan: ${res.statusCode} ${res.body}`);
  return res.json().data.plan;
}

/** Polls the plan until `check` holds. */
export async function waitForPlan(
  app: App,
  user: SignedUpUser,
  id: string,
  check: (plan: { status: string; autoGenerate: boolean; completedSubtopics: number }) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const plan = await getPlan(app, user, id);
    if (check(plan)) return plan;
    if (Date.now() > deadline) throw new Error(`plan not as expected in time: ${JSON.stringify(plan)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function courseCards(app: App, user: SignedUpUser, courseId: string) {
  const res = await call(app, user, "GET", `/api/courses/${courseId}/cards?limit=1000`);
  return res.json().data.cards as { face: string; topic: string; type: string }[];
}
