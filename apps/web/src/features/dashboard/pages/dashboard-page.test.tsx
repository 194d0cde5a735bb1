import { DEFAULT_PREFS, INITIAL_CHEMICALS } from "@recall/shared";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { useAuthStore } from "../../../stores/auth-store";
import { route, serve } from "../../../test/msw";
import { renderRoute, testUser } from "../../auth/testing";
import { sessionSummary, userStats } from "../testing/fixtures";
import { mockDashboardApi } from "../testing/mock-api";
import { DashboardPage, greetingName } from "./dashboard-page";

afterEach(async () => {
  cleanup();
  vi.restoreAllMocks();
  useAuthStore.getState().clearAuth();
  await i18n.changeLanguage("en");
});

const renderDashboard = () => renderRoute(<DashboardPage />, { path: "/dashboard" });

describe("DashboardPage", () => {
  it("welcomes back someone who has studied, and links to a new session", async () => {
    mockDashboardApi({ stats: userStats({ totalSessions: 3, totalAnswers: 30 }) });
    useAuthStore.getState().setAuth(testUser(), "tok");
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Welcome back, Ada!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Session" })).toHaveAttribute("href", "/session/start");
    expect(document.title).toBe("Dashboard · Recall");
  });

  it("welcomes a first-time user without 'back' and points at the first session", async () => {
    mockDashboardApi({ stats: userStats() });
    useAuthStore.getState().setAuth(testUser(), "tok");
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Welcome, Ada!" })).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your account is ready. Start your first session: pick a course and study a few cards.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
  });

  it("says where the verification mail went until the address is confirmed, and sends a new link", async () => {
    const user = userEvent.setup();
    mockDashboardApi();
    const calls = serve(
      route("POST /auth/resend-verification", () => ({
        message: "If that account exists and is not verified yet, a new link is on its way.",
      })),
    );
    useAuthStore.getState().setAuth(testUser({ emailVerified: false }), "tok");
    renderDashboard();
    const notice = screen.getByRole("region", { name: "Confirm your email address" });
    expect(notice).toHaveTextContent("We sent a verification link to ada@example.com.");
    const success = vi.spyOn(toast, "success");
    await user.click(within(notice).getByRole("button", { name: "Send a new link" }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        "If that account exists and is not verified yet, a new link is on its way.",
      ),
    );
    expect(calls.find((c) => c.url === "/api/auth/resend-verification")).toMatchObject({
      method: "POST",
      body: { email: "ada@example.com" },
    });
  });

  it("shows no verification notice once the address is confirmed", async () => {
    mockDashboardApi();
    useAuthStore.getState().setAuth(testUser({ emailVerified: true }), "tok");
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Welcome, Ada!" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Confirm your email address" })).not.toBeInTheDocument();
  });

  it("shows the profile", () => {
    mockDashboardApi();
    useAuthStore
      .getState()
      .setAuth(testUser({ prefs: { ...DEFAULT_PREFS, dailySessions: 3, sessionLengthMin: 25 } }), "tok");
    renderDashboard();
    const profile = screen.getByRole("region", { name: "Profile" });
    const value = (label: string) => within(profile).getByText(label).nextElementSibling?.textContent;
    expect(value("Email")).toBe("ada@example.com");
    expect(value("Display name")).toBe("Ada");
    expect(value("Timezone")).toBe("Europe/Berlin");
    expect(value("Daily sessions")).toBe("3");
    expect(value("Session length")).toBe("25 min");
    expect(value("Member since")).toBe("March 15, 2024");
  });

  it("fills every slot: stats, collections, recent sessions and the neurochemical balance", async () => {
    const { calls } = mockDashboardApi({
      stats: userStats({ currentStreak: 2, accuracy: 80, totalSessions: 1, cardsStudied: 5 }),
      sessions: [sessionSummary({ chemicals: { ...INITIAL_CHEMICALS, dopamine: 0.9 } })],
    });
    useAuthStore.getState().setAuth(testUser(), "tok");
    const { container } = renderDashboard();
    expect(await screen.findByText("2 days")).toBeInTheDocument();
    expect(await screen.findByRole("meter", { name: "Dopamine" })).toHaveAttribute("aria-valuenow", "90");
    expect(
      within(screen.getByRole("region", { name: "Recent sessions" })).getAllByRole("listitem"),
    ).toHaveLength(1);
    expect(await screen.findByRole("region", { name: "My collections" })).toBeInTheDocument();
    for (const slot of ["stats", "collections", "recent-sessions", "neuro-balance", "profile"]) {
      expect(container.querySelector(`[data-slot="${slot}"]`), slot).not.toBeNull();
    }
    // The list and the bars share the same two requests: finished sessions and open ones.
    expect(
      calls
        .filter((c) => c.url.startsWith("/api/sessions?"))
        .map((c) => c.url)
        .sort(),
    ).toEqual(["/api/sessions?limit=5&status=active", "/api/sessions?limit=5&status=completed"]);
    expect(calls.filter((c) => c.url === "/api/sessions/stats/user").length).toBe(1);
  });

  it("shows zeros and empty states to a new user, with only one Start Session link", async () => {
    mockDashboardApi({ stats: userStats(), sessions: [] });
    useAuthStore.getState().setAuth(testUser(), "tok");
    renderDashboard();
    expect(await screen.findByText("0 days")).toBeInTheDocument();
    expect(await screen.findByText("No sessions yet. Start your first one!")).toBeInTheDocument();
    expect(screen.getByText("Start a session to see how your balance moves")).toBeInTheDocument();
    // The empty state's link has its own name, so "Start Session" still finds the banner's button alone.
    expect(screen.getAllByRole("link", { name: /start session/i })).toHaveLength(1);
  });

  it("keeps the page usable when a widget fails", async () => {
    mockDashboardApi({ stats: { status: 500 }, sessions: [] });
    useAuthStore.getState().setAuth(testUser(), "tok");
    renderDashboard();
    expect(await screen.findByText("Could not load your statistics.")).toBeInTheDocument();
    // Without the figures the greeting stays neutral: "back" would be a guess.
    expect(screen.getByRole("heading", { name: "Welcome, Ada!" })).toBeInTheDocument();
    expect(await screen.findByText("No sessions yet. Start your first one!")).toBeInTheDocument();
  });

  it("speaks German when the interface is German", async () => {
    await i18n.changeLanguage("de");
    mockDashboardApi({ stats: userStats({ currentStreak: 4, totalSessions: 5, totalAnswers: 40 }) });
    useAuthStore.getState().setAuth(testUser({ displayName: null }), "tok");
    renderDashboard();
    expect(await screen.findByRole("heading", { name: "Willkommen zurück, ada!" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Bestätige deine E-Mail-Adresse" })).toBeInTheDocument();
    expect(screen.getByText("15. März 2024")).toBeInTheDocument();
    expect(screen.getByText("Nicht festgelegt")).toBeInTheDocument();
    expect(await screen.findByText("4 Tage")).toBeInTheDocument();
    expect(await screen.findByText("Noch keine Lerneinheiten. Starte deine erste!")).toBeInTheDocument();
  });
});

it("greets by display name, else by the email's local part", () => {
  expect(greetingName({ displayName: "  ", email: "grace@example.com" })).toBe("grace");
  expect(greetingName({ displayName: "Grace", email: "grace@example.com" })).toBe("Grace");
});
