import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { paths } from "../../../config/paths";
import { useAuthStore } from "../../../stores/auth-store";
import { failure, route, serve } from "../../../test/msw";
import { renderRoute, testUser } from "../testing";
import { LoginPage, SESSION_EXPIRED_MESSAGE } from "./login-page";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const renderAt = (url: string) => renderRoute(<LoginPage />, { path: "/login", initialEntry: url });

async function logIn(password: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText("Email"), "ada@example.com");
  await user.type(screen.getByLabelText("Password"), password);
  await user.click(screen.getByRole("button", { name: "Log In" }));
}

beforeEach(() => {
  useAuthStore.getState().clearAuth();
  vi.mocked(toast.error).mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("LoginPage", () => {
  it("says nothing about a session on a plain visit", () => {
    renderAt("/login");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(document.title).toBe("Log In · Recall");
  });

  it("explains that the session expired when a 401 sent the user here", () => {
    renderAt(paths.loginAfterExpiry("/courses"));
    expect(screen.getByRole("alert")).toHaveTextContent(SESSION_EXPIRED_MESSAGE);
    expect(SESSION_EXPIRED_MESSAGE).toBe("Your session has expired. Please log in again.");
  });

  it("goes back to the page the session expired on after logging in again", async () => {
    serve(route("POST /auth/login", () => ({ data: { user: testUser(), token: "tok" } })));
    renderAt(paths.loginAfterExpiry("/courses"));
    await logIn("correct horse");
    expect(await screen.findByText("Courses page")).toBeInTheDocument();
  });

  it("still shows the server's message for a wrong password (requirements S8 'Login failure')", async () => {
    serve(route("POST /auth/login", () => failure(401, "Invalid email or password", "UNAUTHORIZED")));
    renderAt("/login");
    await logIn("wrong password");
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith("Invalid email or password"));
    expect(screen.queryByText(SESSION_EXPIRED_MESSAGE)).not.toBeInTheDocument();
  });
});
