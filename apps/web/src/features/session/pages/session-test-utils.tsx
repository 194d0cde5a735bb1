import {
  type AiStatus,
  type AnswerResponse,
  type ApiRouteKey,
  type Card,
  DEFAULT_PREFS,
  type EngineAction,
  INITIAL_CHEMICALS,
  type SessionSummary,
  type User,
} from "@recall/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { useAuthStore } from "../../../stores/auth-store";
import { failure, type RouteReply, type RouteRequest, route, serve } from "../../../test/msw";
import { makeSessionSummary } from "../../../test/session-summary";
import { basicCard, SESSION_ID } from "../hooks/session-fixtures";
import { SessionPage } from "./session-page";
import { SessionStartPage } from "./session-start-page";

/** Test helpers of the session pages (only *.test.tsx import this file). */

// Each step waits on a mocked request and a re-render; 1 s is tight when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 4000 });

/** The session as the server describes it, active with the fixtures' counts (overrides change it). */
export const sessionSummary = (overrides: Partial<SessionSummary> = {}): SessionSummary =>
  makeSessionSummary({ id: SESSION_ID, courseIds: [basicCard.courseId], totalCards: 3, ...overrides });

/** A successful answer with the given dopamine and engine action (the page reads only the engine part). */
export const answerReply = (dopamine = 0.6, action: EngineAction | null = null): AnswerResponse => ({
  engine: { chemicals: { ...INITIAL_CHEMICALS, dopamine }, action },
  data: {
    duplicate: false,
    correct: true,
    hinted: false,
    grade: 3,
    progress: { completedCards: 1, totalCards: 3, correct: 1, incorrect: 0, streak: 1, streakMax: 1 },
    nextReviewAt: "2025-01-02T00:00:00.000Z",
  },
});

const aiConfigured: AiStatus = { configured: true, provider: "openai", model: "gpt-4o-mini", message: null };

type Answer<K extends ApiRouteKey> = (request: RouteRequest<K>) => RouteReply<K> | Promise<RouteReply<K>>;

/** A session the server does not know (what GET /sessions/{id}/resume answers unless a test says otherwise). */
export const unknownSession = () => failure(404, "Session not found", "NOT_FOUND");

/**
 * Serves the routes a running session calls (answers, completion, the analytics, resuming, the AI status)
 * through MSW; a test may replace any answer. `to(path)` lists the requests to one path (without /api and
 * query).
 */
export function serveSession(
  replies: {
    answer?: Answer<"POST /sessions/answer">;
    complete?: Answer<"POST /sessions/:id/complete">;
    resume?: Answer<"GET /sessions/:id/resume">;
  } = {},
) {
  const calls = serve(
    route("POST /sessions/answer", (request) => replies.answer?.(request) ?? answerReply()),
    route(
      "POST /sessions/:id/complete",
      (request) =>
        replies.complete?.(request) ?? {
          data: { session: sessionSummary({ id: request.params.id, status: "completed" }) },
        },
    ),
    route("POST /analytics/session", () => ({ data: { stored: true } })),
    route("GET /sessions/:id/resume", (request) => replies.resume?.(request) ?? unknownSession()),
    // The runner asks whether AI is set up (its card actions say so when it is not).
    route("GET /ai-content/status", () => ({ data: aiConfigured })),
  );
  const to = (path: string) => calls.filter((c) => c.url.split("?")[0] === `/api${path}`);
  return { calls, to };
}

export function signIn(prefs: Partial<User["prefs"]> = {}) {
  const user: User = {
    id: "user-1",
    email: "ada@example.com",
    displayName: "Ada",
    timezone: "UTC",
    emailVerified: true,
    guidelinesAccepted: true,
    createdAt: "2024-03-15T10:00:00.000Z",
    prefs: { ...DEFAULT_PREFS, uiSounds: false, ...prefs },
  };
  useAuthStore.setState({ user, token: "test-token", isAuthenticated: true });
  return user;
}

function renderAt(element: ReactElement, path: string, entry: { pathname: string; state?: unknown }) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      // i18n-exempt: a stand-in page for the tests
      { path: "/dashboard", element: <h1>Dashboard</h1> },
      ...(path === "/session/:id" ? [] : [{ path: "/session/:id", element: <SessionPage /> }]),
    ],
    { initialEntries: [entry] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}

/** Opens /session/{id} as the start page would, with the cards in the navigation state (or none). */
export function renderSession(cards: Card[] | null) {
  const pathname = `/session/${SESSION_ID}`;
  const state = cards ? { sessionId: SESSION_ID, cards, collectionId: null } : null;
  return renderAt(<SessionPage />, "/session/:id", { pathname, state });
}

export function renderStartPage() {
  return renderAt(<SessionStartPage />, "/session/start", { pathname: "/session/start" });
}
