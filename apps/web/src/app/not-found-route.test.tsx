import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, expect, it, vi } from "vitest";
import { renderRoute, testUser } from "../features/auth/testing";
import { useAuthStore } from "../stores/auth-store";
import { route, serve } from "../test/msw";
import { NotFoundRoute } from "./not-found-route";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
});

it("a signed-in visitor keeps the app header and goes back to the dashboard", async () => {
  useAuthStore.getState().setAuth(testUser(), "tok");
  serve(route("GET /auth/me", () => ({ data: { user: testUser() } })));
  renderRoute(<NotFoundRoute />, { path: "*", initialEntry: "/no-such-page" });
  expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  const nav = screen.getByRole("navigation", { name: "Main" });
  expect(within(nav).getByRole("link", { name: "Analyze" })).toHaveAttribute("href", "/analytics");
  expect(screen.getAllByRole("button", { name: "Log out" }).length).toBeGreaterThan(0);
  expect(screen.getByRole("link", { name: "Go to the dashboard" })).toHaveAttribute("href", "/dashboard");
  expect(screen.getAllByRole("main")).toHaveLength(1);
});

it("a signed-out visitor gets the page alone, leading home", () => {
  renderRoute(<NotFoundRoute />, { path: "*", initialEntry: "/no-such-page" });
  expect(screen.getByRole("heading", { name: "Page not found" })).toBeInTheDocument();
  expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();
  expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
});
