import type { DeletionPreviewResponse, ErrorResponse, SignIn } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { HttpResponse } from "msw";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../../../stores/auth-store";
import { route, serve } from "../../../test/msw";
import { renderRoute, testUser } from "../../auth/testing";
import { sharedCoursesNotice, WHAT_GOES } from "../components/account/delete-account-section";
import { AccountSettingsPage } from "./account-settings-page";

vi.mock("sonner", () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const SIGN_INS: SignIn[] = [
  {
    id: "11111111-1111-4111-8111-111111111111",
    browser: "Firefox",
    system: "Linux",
    createdAt: "2026-11-01T10:00:00.000Z",
    lastUsedAt: "2026-11-02T10:00:00.000Z",
    current: true,
  },
  {
    id: "22222222-2222-4222-8222-222222222222",
    browser: "Safari",
    system: "iOS",
    createdAt: "2026-10-01T10:00:00.000Z",
    lastUsedAt: null,
    current: false,
  },
];

/**
 * Serves what the page reads (SIGN_INS, the deletion preview) and the `writes` a test expects; any other
 * request fails the test (src/test/setup.ts).
 */
function serveAccount(
  writes: ReturnType<typeof route>[] = [],
  preview: DeletionPreviewResponse["data"] = { courses: 0, sharedCourses: 0 },
) {
  return serve(
    ...writes,
    route("GET /auth/sign-ins", () => ({ data: SIGN_INS })),
    route("GET /auth/delete-account/preview", () => ({ data: preview })),
  );
}
const renderPage = () => renderRoute(<AccountSettingsPage />, { path: "/settings/account" });
const section = (name: string) => screen.getByRole("region", { name });

beforeEach(() => {
  useAuthStore.getState().setAuth(testUser(), "tok");
  vi.mocked(toast.success).mockClear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
});

describe("Settings → Account: password", () => {
  it("shows every error of the shared rule at once and sends nothing", async () => {
    const calls = serveAccount();
    renderPage();
    const user = userEvent.setup({ delay: null });
    const password = section("Password");
    await user.type(within(password).getByLabelText("New password"), "short");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(await within(password).findByText("Password is required")).toBeInTheDocument();
    expect(within(password).getByText("Password must be at least 8 characters")).toBeInTheDocument();
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(0);
  });

  it("sends current and new password; a wrong current one shows the server's message under it", async () => {
    const wrongPassword: ErrorResponse = {
      error: {
        code: "BAD_REQUEST",
        message: "The password is not correct.",
        fields: { currentPassword: "The password is not correct." },
      },
    };
    const calls = serveAccount([
      route("POST /auth/change-password", () => HttpResponse.json(wrongPassword, { status: 400 })),
    ]);
    renderPage();
    const user = userEvent.setup({ delay: null });
    const password = section("Password");
    await user.type(within(password).getByLabelText("Current password"), "old secret");
    await user.type(within(password).getByLabelText("New password"), "new secret!");
    await user.click(within(password).getByRole("button", { name: "Change password" }));
    expect(await within(password).findAllByText("The password is not correct.")).not.toHaveLength(0);
    expect(within(password).getByLabelText("Current password")).toHaveAttribute("aria-invalid", "true");
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/auth/change-password",
      body: { currentPassword: "old secret", newPassword: "new secret!" },
    });
  });
});

describe("Settings → Account: email", () => {
  it("sends the new address with the password and shows where the link went", async () => {
    const message = "We sent a link to new@example.com. Your address changes when you open it.";
    const calls = serveAccount([route("POST /auth/change-email", () => ({ message }))]);
    renderPage();
    const user = userEvent.setup({ delay: null });
    const email = section("Email");
    expect(within(email).getByText("ada@example.com")).toBeInTheDocument();
    await user.type(within(email).getByLabelText("New email"), "New@Example.com");
    await user.type(within(email).getByLabelText("Password"), "my secret");
    await user.click(within(email).getByRole("button", { name: "Change email" }));
    expect(await within(email).findByText(message)).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST")).toMatchObject({
      url: "/api/auth/change-email",
      body: { newEmail: "new@example.com", password: "my secret" },
    });
  });
});

describe("Settings → Account: active sign-ins", () => {
  it("lists browser and system, marks this browser, and signs another one out", async () => {
    const calls = serveAccount([route("DELETE /auth/sign-ins/:id", () => ({ message: "Signed out." }))]);
    renderPage();
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText("(this browser)")).toBeInTheDocument();
    const phone = screen.getByRole("listitem", { name: "Safari on iOS" });
    expect(
      within(screen.getByRole("listitem", { name: "Firefox on Linux" })).queryByRole("button"),
    ).toBeNull();
    await user.click(within(phone).getByRole("button", { name: "Sign out Safari on iOS" }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === "DELETE")).toMatchObject({
        url: `/api/auth/sign-ins/${SIGN_INS[1]!.id}`,
      }),
    );
  });

  it("'Sign out everywhere else' calls revoke-others", async () => {
    const calls = serveAccount([
      route("POST /auth/sign-ins/revoke-others", () => ({
        message: "Signed out 1 other sign-in.",
        revoked: 1,
      })),
    ]);
    renderPage();
    const user = userEvent.setup({ delay: null });
    const button = await screen.findByRole("button", { name: "Sign out everywhere else" });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await waitFor(() => expect(calls.some((c) => c.url === "/api/auth/sign-ins/revoke-others")).toBe(true));
  });
});

describe("Settings → Account: delete account", () => {
  it("says what goes and what stays for others before anything happens, and needs the typed confirmation", async () => {
    const calls = serveAccount(
      [
        route("POST /auth/delete-account", () => ({
          message: "Your account and everything in it were deleted.",
        })),
      ],
      { courses: 3, sharedCourses: 2 },
    );
    renderPage();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole("button", { name: "Delete account..." }));
    const dialog = screen.getByRole("dialog", { name: "Delete your account?" });
    expect(within(dialog).getByText(WHAT_GOES)).toBeInTheDocument();
    expect(await within(dialog).findByText(sharedCoursesNotice(2))).toBeInTheDocument();
    expect(sharedCoursesNotice(2)).toContain("owned by Recall");

    await user.type(within(dialog).getByLabelText("Type DELETE to confirm"), "delete");
    await user.type(within(dialog).getByLabelText("Password"), "my secret");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await within(dialog).findByText("Type DELETE to confirm", { selector: "p" })).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/auth/delete-account")).toBe(false);

    await user.clear(within(dialog).getByLabelText("Type DELETE to confirm"));
    await user.type(within(dialog).getByLabelText("Type DELETE to confirm"), "DELETE");
    await user.click(within(dialog).getByRole("button", { name: "Delete my account" }));
    expect(await screen.findByText("Home page")).toBeInTheDocument();
    expect(calls.find((c) => c.url === "/api/auth/delete-account")).toMatchObject({
      body: { confirmation: "DELETE", password: "my secret" },
    });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });
});
