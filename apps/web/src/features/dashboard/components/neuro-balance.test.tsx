import { CHEMICAL_NAMES, INITIAL_CHEMICALS } from "@recall/shared";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import i18n from "../../../lib/i18n";
import { renderRoute } from "../../auth/testing";
import { sessionSummary } from "../testing/fixtures";
import { mockDashboardApi } from "../testing/mock-api";
import { NeuroBalance, toPercent } from "./neuro-balance";

afterEach(async () => {
  vi.restoreAllMocks();
  await i18n.changeLanguage("en");
});

const render = () => renderRoute(<NeuroBalance />, { path: "/dashboard" });
const meterValue = (name: string) => screen.getByRole("meter", { name }).getAttribute("aria-valuenow");

describe("NeuroBalance", () => {
  it("shows the initial levels and a hint when there is no session yet", async () => {
    mockDashboardApi({ sessions: [] });
    render();
    expect(await screen.findByText("Start a session to see how your balance moves")).toBeInTheDocument();
    const meters = screen.getAllByRole("meter");
    expect(meters).toHaveLength(7);
    expect(meters.map((m) => m.getAttribute("aria-valuenow"))).toEqual(
      CHEMICAL_NAMES.map((n) => String(Math.round(INITIAL_CHEMICALS[n] * 100))),
    );
    expect(meterValue("Dopamine")).toBe("60");
    expect(meterValue("Cortisol")).toBe("30");
    for (const m of meters) {
      expect(m).toHaveAttribute("aria-valuemin", "0");
      expect(m).toHaveAttribute("aria-valuemax", "100");
    }
    expect(screen.getByRole("meter", { name: "Oxytocin" })).toHaveAttribute("aria-valuetext", "30%");
  });

  it("an open session newer than the finished ones gives the levels", async () => {
    mockDashboardApi({
      sessions: [sessionSummary({ id: "done", startedAt: "2024-05-01T10:00:00.000Z" })],
      openSessions: [
        sessionSummary({
          id: "open",
          status: "active",
          startedAt: "2024-05-02T10:00:00.000Z",
          chemicals: { ...INITIAL_CHEMICALS, dopamine: 0.71 },
        }),
      ],
    });
    render();
    expect(await screen.findByText("Levels at the end of your latest session")).toBeInTheDocument();
    expect(meterValue("Dopamine")).toBe("71");
  });

  it("shows the newest session's levels", async () => {
    mockDashboardApi({
      sessions: [
        sessionSummary({
          id: "newest",
          chemicals: { ...INITIAL_CHEMICALS, dopamine: 0.834, cortisol: 0.12 },
        }),
        sessionSummary({ id: "older", chemicals: { ...INITIAL_CHEMICALS, dopamine: 0.1 } }),
      ],
    });
    render();
    expect(await screen.findByText("Levels at the end of your latest session")).toBeInTheDocument();
    expect(meterValue("Dopamine")).toBe("83");
    expect(meterValue("Cortisol")).toBe("12");
    expect(meterValue("Serotonin")).toBe("50");
    expect(screen.queryByText("Start a session to see how your balance moves")).not.toBeInTheDocument();
  });

  it("shows skeletons, not invented levels, while loading", () => {
    mockDashboardApi({ sessions: "pending" });
    render();
    expect(screen.queryAllByRole("meter")).toHaveLength(0);
    expect(screen.getByRole("status")).toHaveTextContent("Loading…");
  });

  it("offers a retry when the sessions cannot be loaded", async () => {
    let attempt = 0;
    mockDashboardApi({ sessions: () => (++attempt === 1 ? { status: 500 } : []) });
    render();
    const alert = await screen.findByRole("alert");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findAllByRole("meter")).toHaveLength(7);
  });

  it("names the chemicals in the interface language", async () => {
    await i18n.changeLanguage("bg");
    mockDashboardApi({ sessions: [] });
    render();
    expect(await screen.findByRole("meter", { name: "Допамин" })).toHaveAttribute("aria-valuenow", "60");
    expect(screen.getByRole("region", { name: "Неврохимичен баланс" })).toBeInTheDocument();
  });
});

it("clamps and rounds levels to whole percentages", () => {
  expect(toPercent(0.555)).toBe(56);
  expect(toPercent(1.2)).toBe(100);
  expect(toPercent(-0.1)).toBe(0);
});
