import { DEFAULT_PREFS, INITIAL_CHEMICALS } from "@recall/shared";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { useAuthStore } from "../../../stores/auth-store";
import { renderRoute, testUser } from "../../auth/test-utils";
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
  it("greets the user and links to a new session", () => {
    mockDashboardApi();
    useAuthStore.getState().setAuth(testUser(), "tok");
    renderDashboard();
    expect(screen.getByRole("heading", { name: "Welcome back, Ada!" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Session" })).toHaveAttribute("href", "/session/start");
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
    // The list and the bars share one request.
    expect(calls.filter((c) => c.url.startsWith("/api/sessions?")).length).toBe(1);
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
    expect(screen.getByRole("heading", { name: "Welcome back, Ada!" })).toBeInTheDocument();
    expect(await screen.findByText("No sessions yet. Start your first one!")).toBeInTheDocument();
  });

  it("speaks German when the interface is German", async () => {
    await i18n.changeLanguage("de");
    mockDashboardApi({ stats: userStats({ currentStreak: 4 }) });
    useAuthStore.getState().setAuth(testUser({ displayName: null }), "tok");
    renderDashboard();
    expect(screen.getByRole("heading", { name: "Willkommen zurück, ada!" })).toBeInTheDocument();
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
