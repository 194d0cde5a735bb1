import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { vi } from "vitest";

/** Renders `ui` at `path` inside a fresh query client, a memory router and the toaster. */
export function renderWithProviders(
  ui: ReactNode,
  { path = "/", routes = [] }: { path?: string; routes?: { path: string; element: ReactNode }[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path, element: ui }, ...routes], { initialEntries: [path] });
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

type Handler = (
  call: FetchCall,
) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

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
