import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { renderRoute } from "../../auth/testing";
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
  it("asks for the 5 newest finished sessions and the open ones, with a placeholder meanwhile", async () => {
    const { calls } = mockDashboardApi({ sessions: "pending" });
    render();
    expect(region()).toHaveAttribute("aria-busy", "true");
    expect(within(region()).getByRole("status")).toHaveTextContent("Loading…");
    // The requests reach the (mock) network a moment after the render.
    await waitFor(() =>
      expect(calls.map((c) => c.url).sort()).toEqual([
        "/api/sessions?limit=5&status=active",
        "/api/sessions?limit=5&status=completed",
      ]),
    );
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
          accuracy: 67,
          durationSec: 65,
          startedAt: "2024-05-02T14:30:00.000Z",
        }),
      ],
    });
    render();
    const [row] = await within(region()).findAllByRole("listitem");
    expect(figure(row!, "Cards")).toBe("3 / 5");
    expect(figure(row!, "Accuracy")).toBe("67%");
    expect(figure(row!, "Duration")).toBe("01:05");
    const date = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(
      new Date("2024-05-02T14:30:00.000Z"),
    );
    expect(within(row!).getByText(date)).toHaveAttribute("datetime", "2024-05-02T14:30:00.000Z");
  });

  it("lists open sessions apart, with Resume and Abandon, so they never push finished ones out", async () => {
    const open = sessionSummary({
      id: "open-1",
      status: "active",
      durationSec: null,
      completedAt: null,
      completedCards: 2,
      totalCards: 10,
      accuracy: 50,
      startedAt: "2024-05-03T09:00:00.000Z",
    });
    mockDashboardApi({ sessions: sessionList(5), openSessions: [open] });
    render();
    const openList = await within(region()).findByRole("region", { name: "Still open" });
    const [row] = within(openList).getAllByRole("listitem");
    expect(within(row!).getByText("In progress")).toBeInTheDocument();
    expect(figure(row!, "Cards")).toBe("2 / 10");
    expect(within(row!).getByRole("link", { name: /^Resume the session started/ })).toHaveAttribute(
      "href",
      "/session/open-1",
    );
    expect(within(row!).getByRole("button", { name: /^Abandon the session started/ })).toBeEnabled();
    const finished = within(region()).getByRole("list", { name: "Finished sessions" });
    expect(within(finished).getAllByRole("listitem")).toHaveLength(5);
  });

  it("Abandon ends the open session, says so and reloads the lists", async () => {
    const open = sessionSummary({ id: "open-1", status: "active", completedCards: 1 });
    let abandoned = false;
    const { calls } = mockDashboardApi({
      sessions: [],
      openSessions: () => (abandoned ? [] : [open]),
      abandon: (id) => {
        abandoned = true;
        return sessionSummary({ id, status: "abandoned" });
      },
    });
    renderRoute(
      <>
        <RecentSessions />
        <Toaster />
      </>,
      { path: "/dashboard" },
    );
    const button = await screen.findByRole("button", { name: /^Abandon the session started/ });
    await userEvent.click(button);
    expect(await screen.findByText("Session abandoned. Its answers still count.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/sessions/open-1/abandon")).toBe(true);
    expect(await screen.findByText("No sessions yet. Start your first one!")).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Still open" })).not.toBeInTheDocument();
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
    mockDashboardApi({ sessions: [sessionSummary({ accuracy: 51, durationSec: 3725 })] });
    renderRoute(<RecentSessions />, { path: "/dashboard" });
    const list = await screen.findByRole("region", { name: "Sessions récentes" });
    const [row] = await within(list).findAllByRole("listitem");
    expect(figure(row!, "Précision")).toBe("51\u00a0%");
    expect(figure(row!, "Durée")).toBe("1:02:05");
    expect(within(row!).getByText(/2 mai 2024/)).toBeInTheDocument();
  });
});
