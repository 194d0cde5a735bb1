import { type AiStatus, type CoursePlan, type CoursePlanSubtopic, DEFAULT_PREFS } from "@recall/shared";
import type { ReactNode } from "react";
import { useAuthStore } from "../../../stores/auth-store";
import { anyRequest, route, serve } from "../../../test/msw";
import { type FetchCall, type Reply, renderPage } from "../../../test/render";

/** Test data and the course-plan routes, served by MSW (only *.test.tsx import this). */

export const PLAN_ID = "bbbbbbbb-0000-4000-8000-000000000001";

export function makeSubtopic(order: number, overrides: Partial<CoursePlanSubtopic> = {}): CoursePlanSubtopic {
  return {
    id: `cccccccc-0000-4000-8000-00000000000${order}`,
    name: `Step ${order}`,
    description: `What step ${order} covers.`,
    difficulty: "beginner",
    prerequisites: [],
    order,
    status: "not_started",
    plannedCards: 6,
    cardsGenerated: 0,
    plannedMcq: 5,
    mcqGenerated: 0,
    courseId: null,
    error: null,
    shortfall: null,
    ...overrides,
  };
}

export function makePlan(overrides: Partial<CoursePlan> = {}): CoursePlan {
  const subtopics = overrides.subtopics ?? [1, 2, 3].map((i) => makeSubtopic(i));
  const completed = subtopics.filter((s) => s.status === "completed").length;
  return {
    id: PLAN_ID,
    topic: "Photosynthesis",
    language: "en",
    knowledgeLevel: "beginner",
    userDirections: "",
    courseName: "Photosynthesis step by step",
    description: "A course on photosynthesis.",
    estimatedDuration: "2-2 min",
    totalCost: 0.0123,
    courseId: null,
    individualCourseIds: [],
    tokensUsed: { input: 100, output: 200 },
    status: "draft",
    autoGenerate: false,
    shortfall: null,
    createdAt: "2026-11-23T10:00:00.000Z",
    updatedAt: "2026-11-23T10:00:00.000Z",
    ...overrides,
    // Derived from the subtopics, as the server derives them.
    subtopics,
    totalSubtopics: subtopics.length,
    targetCardCount: subtopics.reduce((n, s) => n + s.plannedCards, 0),
    completedSubtopics: completed,
    totalCardsGenerated: subtopics.reduce((n, s) => n + s.cardsGenerated, 0),
    progress: { percentComplete: Math.round((completed / subtopics.length) * 100) },
  };
}

export const configured: AiStatus = {
  configured: true,
  provider: "openai",
  model: "gpt-4o-mini",
  message: null,
};
export const notConfigured: AiStatus = {
  configured: false,
  provider: null,
  model: null,
  message: "AI is not configured on this server. Set AI_PROVIDER.",
};

export interface PlanServer {
  plan: CoursePlan;
  status?: AiStatus;
  /** What GET /ai-content/course-plans answers (default none). */
  list?: CoursePlan[];
  /** Overrides an answer; return undefined for the default. */
  reply?: (call: FetchCall) => Reply | undefined | Promise<Reply | undefined>;
}

/** Serves the plan routes over `server.plan` (MSW; edits and generations change it). */
export function servePlans(server: PlanServer) {
  const planOf = () => ({ data: { plan: server.plan } });
  const calls = serve(
    anyRequest((call) => server.reply?.(call)),
    route("GET /ai-content/status", () => ({ data: server.status ?? configured })),
    route("POST /ai-content/course-plan/create", planOf),
    route("GET /ai-content/course-plans", () => ({ data: { plans: server.list ?? [] } })),
    // The material picker of Step 1: no earlier material unless a test answers otherwise.
    route("GET /ai-content/materials", () => ({ data: { materials: [] } })),
    route("GET /ai-content/course-plan/:id", planOf),
    route("PUT /ai-content/course-plan/:id", ({ body }) => {
      const subtopics = body.subtopics
        ? body.subtopics.map((e, i) => ({
            ...server.plan.subtopics.find((s) => s.id === e.id)!,
            ...e,
            order: i + 1,
          }))
        : server.plan.subtopics;
      server.plan = makePlan({ ...server.plan, ...body, subtopics });
      return planOf();
    }),
    route("POST /ai-content/course-plan/:id/auto-generate", ({ body }) => {
      const { enabled } = body;
      server.plan = { ...server.plan, autoGenerate: enabled, status: enabled ? "generating" : "paused" };
      return planOf();
    }),
    route("POST /ai-content/course-plan/:id/generate-next", () => {
      const next = server.plan.subtopics.find((s) => s.status !== "completed")!;
      const done = { ...next, status: "completed" as const, cardsGenerated: next.plannedCards };
      server.plan = makePlan({
        ...server.plan,
        status: "paused",
        subtopics: server.plan.subtopics.map((s) => (s.id === next.id ? done : s)),
      });
      const p = server.plan;
      return {
        data: {
          plan: p,
          subtopic: done,
          progress: {
            percentComplete: p.progress.percentComplete,
            completedSubtopics: p.completedSubtopics,
            totalSubtopics: p.totalSubtopics,
          },
        },
      };
    }),
  );
  return { calls };
}

/** Signs a user in (guidelines accepted unless told otherwise) and renders `ui` at `path`. */
export function renderSignedIn(
  ui: ReactNode,
  opts: { path: string; route: string; guidelinesAccepted?: boolean },
) {
  useAuthStore.setState({
    token: "token",
    isAuthenticated: true,
    user: {
      id: "owner-1",
      email: "ada@example.com",
      displayName: "Ada",
      timezone: "UTC",
      emailVerified: true,
      guidelinesAccepted: opts.guidelinesAccepted ?? true,
      createdAt: "2025-01-01T00:00:00.000Z",
      prefs: { ...DEFAULT_PREFS },
    },
  });
  return renderPage(ui, {
    path: opts.path,
    route: opts.route,
    routes: [
      { path: "/courses", element: <h1>Browse page</h1> },
      { path: "/course-plan/:planId", element: <h1>Plan page</h1> },
      { path: "/courses/:id", element: <h1>Course page</h1> },
    ],
  });
}
