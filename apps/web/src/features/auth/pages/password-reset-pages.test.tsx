import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { route, serve } from "../../../test/msw";
import { LoginForm } from "../components/login-form";
import { renderRoute, testUser } from "../testing";
import { ForgotPasswordPage } from "./forgot-password-page";
import { ResetPasswordPage } from "./reset-password-page";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SENT =
  "If an account uses that address, a link to choose a new password is on its way. It works for one hour.";

beforeEach(() => {
  localStorage.clear();
  useAuthStore.getState().clearAuth();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("Forgot password", () => {
  it("the login page links to it", async () => {
    renderRoute(<LoginForm />, {
      path: "/login",
      extra: [{ path: "/forgot-password", element: <ForgotPasswordPage /> }],
    });
    await userEvent.setup({ delay: null }).click(screen.getByRole("link", { name: "Forgot password?" }));
    expect(await screen.findByRole("heading", { name: "Forgot password" })).toBeInTheDocument();
  });

  it("checks the address with the shared rule before sending anything", async () => {
    // No handler: a request would fail the test (src/test/setup.ts).
    renderRoute(<ForgotPasswordPage />, { path: "/forgot-password" });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "nope");
    expect(await screen.findByText("Enter a valid email address")).toBeInTheDocument();
  });

  it("sends the normalised address and shows the server's answer in place of the form", async () => {
    const calls = serve(route("POST /auth/forgot-password", () => ({ message: SENT })));
    renderRoute(<ForgotPasswordPage />, { path: "/forgot-password" });
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("Email"), "Ada@Example.com");
    await user.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: "/api/auth/forgot-password", body: { email: "ada@example.com" } });
    expect(screen.queryByLabelText("Email")).not.toBeInTheDocument();
  });
});

describe("Reset password page", () => {
  const renderReset = () =>
    renderRoute(<ResetPasswordPage />, {
      path: "/reset-password/:token",
      initialEntry: "/reset-password/tok123",
    });

  it("applies the signup rule to the new password", async () => {
    // No handler: a request would fail the test (src/test/setup.ts).
    renderReset();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("New password"), "short");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
  });

  it("sends the link's token with the password, signs in and goes to the dashboard", async () => {
    const calls = serve(
      route("POST /auth/reset-password", () => ({ data: { user: testUser(), token: "fresh" } })),
    );
    renderReset();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("New password"), "a new secret");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      url: "/api/auth/reset-password",
      body: { token: "tok123", password: "a new secret" },
    });
    expect(useAuthStore.getState()).toMatchObject({ token: "fresh", isAuthenticated: true });
  });

  it("a used or expired link says so and offers a new one", async () => {
    const message = "This reset link has expired. Request a new one.";
    serve(
      route("POST /auth/reset-password", () =>
        HttpResponse.json(
          { error: { code: "BAD_REQUEST", message, fields: { token: message } } },
          { status: 400 },
        ),
      ),
    );
    renderReset();
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByLabelText("New password"), "a new secret");
    await user.click(screen.getByRole("button", { name: "Set new password" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Request a new link" })).toHaveAttribute(
      "href",
      "/forgot-password",
    );
    expect(screen.queryByLabelText("New password")).not.toBeInTheDocument();
  });
});
