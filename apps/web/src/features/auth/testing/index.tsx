import { DEFAULT_PREFS, type User } from "@recall/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, type InitialEntry, type RouteObject, RouterProvider } from "react-router";

/** Test helpers for the auth, settings, dashboard and layout tests (not shipped: only *.test.tsx import this). */

export const testUser = (overrides: Partial<User> = {}): User => ({
  id: "user-1",
  email: "ada@example.com",
  displayName: "Ada",
  timezone: "Europe/Berlin",
  emailVerified: false,
  guidelinesAccepted: false,
  createdAt: "2024-03-15T10:00:00.000Z",
  prefs: { ...DEFAULT_PREFS },
  ...overrides,
});

/** Renders `element` at `path` in a memory router, with stub pages where it may navigate to. */
export function renderRoute(
  element: ReactElement,
  {
    path = "/",
    initialEntry = path,
    extra = [],
  }: { path?: string; initialEntry?: InitialEntry; extra?: RouteObject[] } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const stub = (p: string, text: string): RouteObject => ({ path: p, element: <p>{text}</p> });
  const router = createMemoryRouter(
    [
      { path, element },
      ...extra,
      ...[
        stub("/", "Home page"),
        stub("/login", "Login page"),
        stub("/signup", "Signup page"),
        stub("/dashboard", "Dashboard page"),
        stub("/courses", "Courses page"),
      ].filter((r) => r.path !== path),
    ],
    { initialEntries: [initialEntry] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
