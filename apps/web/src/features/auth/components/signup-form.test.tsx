import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { answered, failure, pending, route, serve } from "../../../test/msw";
import { renderRoute, testUser } from "../testing";
import { SignupForm } from "./signup-form";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const renderSignup = () => renderRoute(<SignupForm />, { path: "/signup" });

async function fillIn({ email = "", name = "", password = "" }) {
  const user = userEvent.setup({ delay: null });
  if (email) await user.type(screen.getByLabelText("Email"), email);
  if (name) await user.type(screen.getByLabelText("Display name (optional)"), name);
  if (password) await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Sign Up" }));
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

describe("SignupForm", () => {
  it("hints the password length and enforces it", async () => {
    // No handler: a request would fail the test (src/test/setup.ts).
    renderSignup();
    expect(screen.getByText("At least 8 characters")).toBeInTheDocument();
    await fillIn({ email: "ada@example.com", password: "short" });
    expect(await screen.findByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(screen.queryByText("At least 8 characters")).not.toBeInTheDocument();
  });

  it("requires a valid email", async () => {
    // No handler: a request would fail the test (src/test/setup.ts).
    renderSignup();
    await fillIn({ password: "long enough" });
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Email")).toHaveAttribute("type", "email");
  });

  it("toggles password visibility", async () => {
    renderSignup();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Show password" }));
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "text");
  });

  it("shows Creating Account... while pending", async () => {
    serve(route("POST /auth/signup", pending));
    renderSignup();
    await fillIn({ email: "ada@example.com", password: "long enough" });
    expect(await screen.findByRole("button", { name: "Creating Account..." })).toBeDisabled();
  });

  it("creates the account with an optional display name and lands on the dashboard", async () => {
    const calls = serve(
      route("POST /auth/signup", () =>
        answered("POST /auth/signup", 201, {
          data: { user: testUser({ timezone: browserZone }), token: "tok" },
        }),
      ),
    );
    renderSignup();
    await fillIn({ email: "ada@example.com", name: "Ada", password: "long enough" });
    expect(await screen.findByText("Dashboard page")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/auth/signup",
      body: { email: "ada@example.com", password: "long enough", displayName: "Ada" },
    });
    // requirements S8 'Account created successfully!', and where the verification mail went.
    expect(toast.success).toHaveBeenCalledWith("Account created successfully!", {
      description: "We sent a verification link to ada@example.com. Open it to confirm your address.",
    });
  });

  it("toasts the server's message when the email is taken", async () => {
    serve(route("POST /auth/signup", () => failure(409, "An account with this email exists", "CONFLICT")));
    renderSignup();
    await fillIn({ email: "ada@example.com", password: "long enough" });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("An account with this email exists"));
    expect(screen.getByRole("button", { name: "Sign Up" })).toBeEnabled();
  });
});
