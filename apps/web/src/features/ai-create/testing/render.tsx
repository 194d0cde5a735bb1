import type { User } from "@recall/shared";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { Toaster } from "sonner";
import { useAuthStore } from "../../../stores/auth-store";
import { user as makeUser } from "./fixtures";

/**
 * Renders `element` at /courses/create, signed in as `user`, with stub pages for the places it links to.
 * Queries keep the app's options that matter here (no retry, so failures show at once).
 */
export function renderAiCreate(element: ReactElement, { user = makeUser() }: { user?: User | null } = {}) {
  useAuthStore.setState({ user, token: user ? "token" : null, isAuthenticated: !!user });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 5 * 60 * 1000 },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(
    [
      { path: "/courses/create", element },
      { path: "/courses/:id", element: <h1>Course page</h1> },
      { path: "/courses/upload", element: <h1>Upload page</h1> },
      { path: "/courses/manual-card", element: <h1>Manual card page</h1> },
    ],
    { initialEntries: ["/courses/create"] },
  );
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
