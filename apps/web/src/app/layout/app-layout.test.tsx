import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, expect, it, vi } from "vitest";
import { renderRoute, testUser } from "../../features/auth/testing";
import { useAuthStore } from "../../stores/auth-store";
import { route, serve } from "../../test/msw";
import { AppLayout } from "./app-layout";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
});

it("refreshes the current user on entry", async () => {
  useAuthStore.getState().setAuth(testUser(), "tok");
  const fresh = testUser({ displayName: "Ada Lovelace" });
  const calls = serve(route("GET /auth/me", () => ({ data: { user: fresh } })));
  renderRoute(<AppLayout />, { path: "/dashboard" });
  await waitFor(() => expect(useAuthStore.getState().user?.displayName).toBe("Ada Lovelace"));
  expect(calls[0]).toMatchObject({ method: "GET", url: "/api/auth/me" });
});

it("logs out only after leaving for the home page, then clears auth and says so", async () => {
  useAuthStore.getState().setAuth(testUser(), "tok");
  const calls = serve(
    route("POST /auth/logout", () => ({ message: "Logged out successfully" })),
    route("GET /auth/me", () => ({ data: { user: testUser() } })),
  );
  renderRoute(<AppLayout />, { path: "/dashboard" });
  fireEvent.click(screen.getAllByRole("button", { name: "Log out" })[0]!);
  expect(await screen.findByText("Home page")).toBeInTheDocument();
  await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Logged out successfully"));
  expect(calls.find((c) => c.url === "/api/auth/logout")).toMatchObject({ method: "POST" });
  expect(useAuthStore.getState()).toMatchObject({ isAuthenticated: false, token: null, user: null });
});

// Everyone can use it: a skip link on every signed-in page.
it("starts with a skip link to the page's main region", () => {
  useAuthStore.getState().setAuth(testUser(), "tok");
  serve(route("GET /auth/me", () => ({ data: { user: testUser() } })));
  const { container } = renderRoute(<AppLayout />, { path: "/dashboard" });
  const skip = screen.getByRole("link", { name: "Skip to content" });
  expect(container.querySelector("a")).toBe(skip);
  const main = screen.getByRole("main");
  expect(skip).toHaveAttribute("href", `#${main.id}`);
  expect(main).toHaveAttribute("tabindex", "-1");
});
