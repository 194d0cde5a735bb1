import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { renderRoute } from "../../auth/testing";
import { userStats } from "../testing/fixtures";
import { mockDashboardApi } from "../testing/mock-api";
import { StatTiles } from "./stat-tiles";

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

const render = () => renderRoute(<StatTiles />, { path: "/dashboard" });
const tile = (name: string) => screen.getByRole("group", { name });

describe("StatTiles", () => {
  it("shows skeletons while the figures load", () => {
    mockDashboardApi({ stats: "pending" });
    render();
    const region = screen.getByRole("region", { name: "Your progress" });
    expect(region).toHaveAttribute("aria-busy", "true");
    expect(within(region).getByRole("status")).toHaveTextContent("Loading…");
    // The labels are there at once; only the values wait.
    expect(tile("Current streak")).toHaveTextContent(/^Current streak$/);
    expect(within(region).getAllByRole("group")).toHaveLength(4);
  });

  it("shows the streak in days, accuracy, sessions and cards from stats/user", async () => {
    const { calls } = mockDashboardApi({
      stats: userStats({ currentStreak: 12, accuracy: 87.5, totalSessions: 42, cardsStudied: 1234 }),
    });
    render();
    expect(await screen.findByText("12 days")).toBeInTheDocument();
    expect(tile("Accuracy")).toHaveTextContent("87.5%");
    expect(tile("Total sessions")).toHaveTextContent("42");
    expect(tile("Cards studied")).toHaveTextContent("1,234");
    expect(screen.getByRole("region", { name: "Your progress" })).toHaveAttribute("aria-busy", "false");
    expect(calls.map((c) => c.url)).toEqual(["/api/sessions/stats/user"]);
  });

  it("uses the singular for a one-day streak", async () => {
    mockDashboardApi({ stats: userStats({ currentStreak: 1 }) });
    render();
    expect(await screen.findByText("1 day")).toBeInTheDocument();
  });

  it("shows zeros for a new user", async () => {
    mockDashboardApi({ stats: userStats() });
    render();
    expect(await screen.findByText("0 days")).toBeInTheDocument();
    expect(tile("Accuracy")).toHaveTextContent("0%");
    expect(tile("Total sessions")).toHaveTextContent(/0$/);
    expect(tile("Cards studied")).toHaveTextContent(/0$/);
  });

  it("offers a retry instead of the tiles when the call fails", async () => {
    let attempt = 0;
    mockDashboardApi({
      stats: () => (++attempt === 1 ? { status: 500 } : userStats({ currentStreak: 3 })),
    });
    render();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your statistics.");
    expect(screen.queryByRole("group")).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("3 days")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(attempt).toBe(2);
  });

  it("speaks German, with German plurals and number formats", async () => {
    await i18n.changeLanguage("de");
    mockDashboardApi({ stats: userStats({ currentStreak: 1, accuracy: 66.7, cardsStudied: 2500 }) });
    render();
    expect(await screen.findByText("1 Tag")).toBeInTheDocument();
    expect(tile("Trefferquote").querySelector("dd")?.textContent).toBe("66,7\u00a0%");
    expect(tile("Gelernte Karten")).toHaveTextContent("2.500");
  });
});
