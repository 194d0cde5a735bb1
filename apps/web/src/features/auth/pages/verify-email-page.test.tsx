import { act, cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, pending, route, serve } from "../../../test/msw";
import { renderRoute } from "../testing";
import { VERIFY_REDIRECT_MS, VerifyEmailPage } from "./verify-email-page";

const renderVerify = (url = "/verify-email/abc123") =>
  renderRoute(<VerifyEmailPage />, {
    path: "/verify-email/:token",
    initialEntry: url,
    extra: [{ path: "/verify-email", element: <VerifyEmailPage /> }],
  });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("VerifyEmailPage", () => {
  it("shows a loading state while verifying", async () => {
    const calls = serve(route("GET /auth/verify-email/:token", pending));
    renderVerify();
    expect(await screen.findByText("Verifying your email...")).toBeInTheDocument();
    await waitFor(() =>
      expect(calls).toMatchObject([{ method: "GET", url: "/api/auth/verify-email/abc123", body: undefined }]),
    );
  });

  it("shows the server's message, then moves on to /login after 3 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    serve(
      route("GET /auth/verify-email/:token", () => ({
        message: "Your email is verified. You can now log in.",
      })),
    );
    renderVerify();
    expect(await screen.findByText("Your email is verified. You can now log in.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Login" })).toHaveAttribute("href", "/login");
    act(() => vi.advanceTimersByTime(VERIFY_REDIRECT_MS - 100));
    expect(screen.queryByText("Login page")).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(await screen.findByText("Login page")).toBeInTheDocument();
  });

  it("shows the server's error with ways back", async () => {
    serve(
      route("GET /auth/verify-email/:token", () =>
        failure(400, "This verification link has already been used."),
      ),
    );
    renderVerify();
    expect(await screen.findByText("This verification link has already been used.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Sign Up" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login");
  });

  it("says the link is invalid when it has no token, without calling the server", async () => {
    // No handler: a request would fail the test (src/test/setup.ts).
    renderVerify("/verify-email");
    expect(await screen.findByText("Invalid verification link")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Sign Up" })).toBeInTheDocument();
  });
});
