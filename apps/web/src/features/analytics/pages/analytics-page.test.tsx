import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../auth/testing";
import { emptyOverall } from "../testing/fixtures";
import { mockAnalyticsApi } from "../testing/mock-api";
import { AnalyticsPage } from "./analytics-page";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const renderPage = () =>
  renderRoute(<AnalyticsPage />, {
    path: "/analytics",
    extra: [{ path: "/session/start", element: <p>Start page</p> }],
  });

/** The screen-reader table of a chart, found by its caption. */
const table = (name: string) => screen.getByRole("table", { name });
const rowsOf = (name: string) =>
  within(table(name))
    .getAllByRole("row")
    .slice(1)
    .map((row) => [...row.querySelectorAll("th, td")].map((c) => c.textContent));
const tile = (name: string) => screen.getByRole("group", { name }).querySelector("dd")?.textContent;

describe("AnalyticsPage (requirements C2 Analytics)", () => {
  it("shows 'Loading analytics...' with a spinner while the figures load", () => {
    mockAnalyticsApi({ overall: "pending" });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading analytics...");
  });

  it("shows 'No Data Yet' with 'Start Studying' to /session/start for a learner without answers", async () => {
    mockAnalyticsApi({ overall: emptyOverall() });
    renderPage();
    expect(await screen.findByRole("heading", { name: "No Data Yet" })).toBeInTheDocument();
    const start = screen.getByRole("link", { name: "Start Studying" });
    expect(start).toHaveAttribute("href", "/session/start");
    await userEvent.click(start);
    expect(await screen.findByText("Start page")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Total Cards" })).toBeNull();
  });

  it("shows the tiles: Avg Accuracy %, Total Cards, Time Spent as 'Xh Ym', Avg Per Session", async () => {
    mockAnalyticsApi();
    renderPage();
    await screen.findByRole("group", { name: "Avg Accuracy" });
    expect(tile("Avg Accuracy")).toBe("77.8%");
    expect(tile("Total Cards")).toBe("1,234");
    expect(tile("Time Spent")).toBe("2h 5m");
    expect(tile("Avg Per Session")).toBe("30.9");
  });

  it("every chart has a table for screen readers with its figures", async () => {
    mockAnalyticsApi();
    renderPage();
    expect(await screen.findByRole("heading", { name: "Performance Over Time" })).toBeInTheDocument();
    expect(rowsOf("Performance Over Time")).toEqual([
      ["Jun 16", "50%", "2"],
      ["Jun 17", "75%", "4"],
    ]);
    expect(rowsOf("Mastery Distribution")).toEqual([
      ["new", "10"],
      ["learning", "4"],
      ["familiar", "6"],
      ["known", "3"],
      ["strong", "2"],
      ["mastered", "1"],
    ]);
    expect(await screen.findByRole("heading", { name: "Study Pattern (Day of Week)" })).toBeInTheDocument();
    expect(rowsOf("Study Pattern (Day of Week)")[2]).toEqual(["Tue", "3"]);
    expect(await screen.findByRole("table", { name: "Review Heatmap" })).toBeInTheDocument();
    expect(rowsOf("Review Heatmap").at(-1)).toEqual(["June 2025", "2", "6"]);
    expect(rowsOf("Due Forecast").slice(0, 2)).toEqual([
      ["Overdue", "3"],
      ["Today", "5"],
    ]);
    expect(rowsOf("Retention").at(-1)?.slice(1)).toEqual(["4", "75%"]);
    expect(
      screen.getByText(/Today you would recall about 91.3% of your 24 studied cards/),
    ).toBeInTheDocument();
  });

  it("'Mastery by Topic' shows the first 5 topics, rated by the 80/60/40/20 thresholds", async () => {
    mockAnalyticsApi();
    renderPage();
    await screen.findByRole("table", { name: "Mastery by Topic" });
    expect(rowsOf("Mastery by Topic")).toEqual([
      ["Planets", "85%", "Excellent", "4"],
      ["Stars", "62.5%", "Good", "4"],
      ["Moons", "40%", "Fair", "4"],
      ["Comets", "20%", "Weak", "4"],
      ["Galaxies", "19.9%", "Very weak", "4"],
    ]);
    expect(screen.getByText("Your 5 strongest topics of 6.")).toBeInTheDocument();
  });

  it("'Mastery by Level' is a table: Level, Total Cards, Mastered, Mastery % with a bar, Accuracy", async () => {
    mockAnalyticsApi();
    renderPage();
    const section = (await screen.findByRole("heading", { name: "Mastery by Level" })).closest("section")!;
    const grid = within(section).getByRole("table");
    expect(
      within(grid)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Level", "Total Cards", "Mastered", "Mastery %", "Accuracy"]);
    const rows = within(grid)
      .getAllByRole("row")
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual(["Beginner10248%80%", "Advanced300%—No answers yet"]);
  });

  it("hides 'Performance Over Time' when there is no day with data in the window", async () => {
    mockAnalyticsApi({ performance: [] });
    renderPage();
    await screen.findByRole("heading", { name: "Mastery Distribution" });
    await screen.findByRole("heading", { name: "Study Pattern (Day of Week)" });
    expect(screen.queryByRole("heading", { name: "Performance Over Time" })).toBeNull();
  });

  it("a failed section says so with Try again; the rest of the page stays", async () => {
    mockAnalyticsApi({ topics: { status: 500 } });
    renderPage();
    expect(await screen.findByText("Could not load mastery by topic.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Mastery Distribution" })).toBeInTheDocument();
  });

  it("a failed page load offers Try again", async () => {
    mockAnalyticsApi({ overall: { status: 500 } });
    renderPage();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your analytics.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeEnabled();
  });
});
