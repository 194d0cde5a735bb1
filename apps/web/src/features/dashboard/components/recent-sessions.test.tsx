import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { renderRoute } from "../../auth/test-utils";
import { sessionList, sessionSummary } from "../testing/fixtures";
import { mockDashboardApi } from "../testing/mock-api";
import { RecentSessions } from "./recent-sessions";

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

const render = () =>
  renderRoute(<RecentSessions />, {
    path: "/dashboard",
    extra: [{ path: "/session/start", element: <p>Start page</p> }],
  });
const region = () => screen.getByRole("region", { name: "Recent sessions" });
/** The value shown under `label` in a session row. */
const figure = (row: HTMLElement, label: string) =>
  within(row).getByText(label).nextElementSibling?.textContent;

describe("RecentSessions", () => {
  it("asks for the 5 newest sessions and shows a placeholder meanwhile", () => {
    const { calls } = mockDashboardApi({ sessions: "pending" });
    render();
    expect(region()).toHaveAttribute("aria-busy", "true");
    expect(within(region()).getByRole("status")).toHaveTextContent("Loading…");
    expect(calls.map((c) => c.url)).toEqual(["/api/sessions?limit=5"]);
  });

  it("invites a new user to start the first session", async () => {
    mockDashboardApi({ sessions: [] });
    render();
    expect(await screen.findByText("No sessions yet. Start your first one!")).toBeInTheDocument();
    const link = within(region()).getByRole("link", { name: "Start your first session" });
    expect(link).toHaveAttribute("href", "/session/start");
    await userEvent.click(link);
    expect(await screen.findByText("Start page")).toBeInTheDocument();
  });

  it("shows cards completed of planned, accuracy, duration and date of each session", async () => {
    mockDashboardApi({
      sessions: [
        sessionSummary({
          completedCards: 3,
          plannedCards: 5,
          accuracy: 66.7,
          durationSec: 65,
          startedAt: "2024-05-02T14:30:00.000Z",
        }),
      ],
    });
    render();
    const [row] = await within(region()).findAllByRole("listitem");
    expect(figure(row!, "Cards")).toBe("3 / 5");
    expect(figure(row!, "Accuracy")).toBe("66.7%");
    expect(figure(row!, "Duration")).toBe("01:05");
    const date = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date("2024-05-02T14:30:00.000Z"),
    );
    expect(within(row!).getByText(date)).toHaveAttribute("datetime", "2024-05-02T14:30:00.000Z");
  });

  it("marks an active session as in progress instead of a duration", async () => {
    mockDashboardApi({
      sessions: [
        sessionSummary({ status: "active", durationSec: null, completedAt: null, completedCards: 2 }),
      ],
    });
    render();
    const [row] = await within(region()).findAllByRole("listitem");
    expect(figure(row!, "Duration")).toBe("In progress");
    expect(figure(row!, "Cards")).toBe("2 / 15");
  });

  it("never lists more than 5 sessions", async () => {
    mockDashboardApi({ sessions: sessionList(7) });
    render();
    expect(await within(region()).findAllByRole("listitem")).toHaveLength(5);
  });

  it("offers a retry when the list cannot be loaded", async () => {
    let attempt = 0;
    mockDashboardApi({ sessions: () => (++attempt === 1 ? { status: 503 } : sessionList(2)) });
    render();
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Could not load your sessions.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await within(region()).findAllByRole("listitem")).toHaveLength(2);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("dates and labels follow the interface language", async () => {
    await i18n.changeLanguage("fr");
    mockDashboardApi({ sessions: [sessionSummary({ accuracy: 50.5, durationSec: 3725 })] });
    renderRoute(<RecentSessions />, { path: "/dashboard" });
    const list = await screen.findByRole("region", { name: "Sessions récentes" });
    const [row] = await within(list).findAllByRole("listitem");
    expect(figure(row!, "Précision")).toBe("50,5\u00a0%");
    expect(figure(row!, "Durée")).toBe("1:02:05");
    expect(within(row!).getByText(/2 mai 2024/)).toBeInTheDocument();
  });
});
