import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";

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

/** A request as the MSW helpers of some features record it (src/test/msw.ts `anyRequest`). */
export interface FetchCall {
  method: string;
  url: string;
  body: unknown;
}

/** An answer written as `{ status?, body }`, served through `fromReply` (src/test/msw.ts). */
export type Reply = { status?: number; body: unknown };

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
