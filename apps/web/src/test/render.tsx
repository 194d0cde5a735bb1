import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { vi } from "vitest";

/** Page-level test helpers shared by the web features (only *.test.tsx import this). */

/** Renders `ui` at `path` (route pattern `route`) in a fresh query client, a memory router and the toaster. */
export function renderPage(
  ui: ReactNode,
  {
    path = "/",
    route = path.split("?")[0]!,
    routes = [],
  }: { path?: string; route?: string; routes?: { path: string; element: ReactNode }[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: route, element: ui }, ...routes], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

export type Reply = { status?: number; body: unknown };
type Handler = (call: FetchCall) => Reply | Promise<Reply>;

/** Replaces fetch: `handler` answers each call; every call is recorded with its parsed JSON body. */
export function mockFetch(handler: Handler) {
  const calls: FetchCall[] = [];
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const call: FetchCall = {
      method: init?.method ?? "GET",
      url: typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const res = await handler(call);
    return new Response(JSON.stringify(res.body), {
      status: res.status ?? 200,
      headers: { "content-type": "application/json" },
    });
  });
  return { calls, spy };
}

/** A reply that arrives only when `release` is called (to see pending states). */
export function deferred() {
  let release!: (reply: Reply) => void;
  const promise = new Promise<Reply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export const errorReply = (status: number, message: string, code = "BAD_REQUEST"): Reply => ({
  status,
  body: { error: { code, message } },
});

/** `text` as whole words, for toHaveTextContent: "1 card" does not match inside "1 cards". */
export const words = (text: string) => new RegExp(`${text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}(?![a-z])`);
