import { type Card, DEFAULT_PREFS, INITIAL_CHEMICALS, type User } from "@recall/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { vi } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { SESSION_ID } from "../hooks/session-fixtures";
import { SessionPage } from "./session-page";
import { SessionStartPage } from "./session-start-page";

/** Test helpers of the session pages (only *.test.tsx import this file). */

// Each step waits on a mocked request and a re-render; 1 s is tight when the whole suite runs in parallel.
configure({ asyncUtilTimeout: 4000 });

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}
type Reply = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

/** Routes every fetch through `handler` and records the calls with their JSON bodies. */
export function mockFetch(handler: (call: FetchCall) => Reply) {
  const calls: FetchCall[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const call = {
      method: init?.method ?? "GET",
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  const to = (path: string) => calls.filter((c) => c.url.split("?")[0] === `/api${path}`);
  return { spy, calls, to };
}

/** A successful answer response with the given dopamine and engine action. */
export const answerReply = (dopamine = 0.6, action: unknown = null) => ({
  body: {
    engine: { chemicals: { ...INITIAL_CHEMICALS, dopamine }, action },
    data: {
      duplicate: false,
      grade: 3,
      progress: { completedCards: 1, totalCards: 3, correct: 1, incorrect: 0, streak: 1, streakMax: 1 },
      nextReviewAt: "2025-01-02T00:00:00.000Z",
    },
  },
});

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
