import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { failure, pending, route, serve } from "../../../test/msw";
import { renderRoute, testUser } from "../testing";
import { LoginForm } from "./login-form";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const renderLogin = (state?: unknown) =>
  renderRoute(<LoginForm />, { path: "/login", initialEntry: { pathname: "/login", state } });

async function fillIn(email: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log In" }));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clearAuth();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("LoginForm", () => {
  it("requires email and password before calling the server", async () => {
    // No handler: a request would fail the test (src/test/setup.ts).
    renderLogin();
    await fillIn("", "");
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
  });

  it("rejects an invalid email address", async () => {
    // No handler: a request would fail the test (src/test/setup.ts).
    renderLogin();
    await fillIn("not-an-email", "whatever123");
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
  });

  it("shows and hides the password", async () => {
    renderLogin();
    const user = userEvent.setup({ delay: null });
    const input = screen.getByLabelText("Password");
    expect(input).toHaveAttribute("type", "password");
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(input).toHaveAttribute("type", "text");
    await user.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input).toHaveAttribute("type", "password");
  });

  it("shows Logging in... while the request is pending", async () => {
    serve(route("POST /auth/login", pending));
    renderLogin();
    await fillIn("ada@example.com", "correct horse");
    const button = await screen.findByRole("button", { name: "Logging in..." });
    expect(button).toBeDisabled();
  });

  it("signs in, welcomes back and goes to the dashboard", async () => {
    const calls = serve(route("POST /auth/login", () => ({ data: { user: testUser(), token: "tok" } })));
    renderLogin();
    await fillIn("Ada@Example.com", "correct horse");
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/auth/login",
      body: { email: "ada@example.com", password: "correct horse" },
    });
    expect(toast.success).toHaveBeenCalledWith("Welcome back!");
    expect(useAuthStore.getState()).toMatchObject({ token: "tok", isAuthenticated: true });
  });

  it("returns to the page the guard bounced from", async () => {
    serve(route("POST /auth/login", () => ({ data: { user: testUser(), token: "tok" } })));
    renderLogin({ from: "/courses" });
    await fillIn("ada@example.com", "correct horse");
    expect(await screen.findByText("Courses page")).toBeInTheDocument();
  });

  it("toasts the server's message on failure", async () => {
    serve(route("POST /auth/login", () => failure(401, "Invalid email or password", "UNAUTHORIZED")));
    renderLogin();
    await fillIn("ada@example.com", "wrong password");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Invalid email or password"));
    expect(screen.getByRole("button", { name: "Log In" })).toBeEnabled();
  });
});
