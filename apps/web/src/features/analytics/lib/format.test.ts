// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatDay, formatPercent, formatTimeSpent, MASTERY_COLOUR_STEPS, masteryStep } from "./format";

describe("formatTimeSpent ('Xh Ym', 'Ym', or seconds under a minute)", () => {
  it("shows seconds under a minute: a 48-second session is not '0m'", () => {
    expect(formatTimeSpent(48)).toBe("48s");
    expect(formatTimeSpent(59.9)).toBe("59s");
    expect(formatTimeSpent(0)).toBe("0s");
  });

  it("shows minutes only under an hour", () => {
    expect(formatTimeSpent(60)).toBe("1m");
    expect(formatTimeSpent(3599)).toBe("59m");
  });

  it("shows hours and minutes from one hour on", () => {
    expect(formatTimeSpent(3600)).toBe("1h 0m");
    expect(formatTimeSpent(3660)).toBe("1h 1m");
    expect(formatTimeSpent(27 * 3600 + 5 * 60 + 59)).toBe("27h 5m");
  });

  it("reads nonsense as zero", () => {
    expect(formatTimeSpent(Number.NaN)).toBe("0s");
    expect(formatTimeSpent(-30)).toBe("0s");
  });
});

describe("masteryStep (requirements C9: colour thresholds 80/60/40/20)", () => {
  it("each threshold starts its own colour", () => {
    expect([100, 80, 79.9, 60, 59.9, 40, 39.9, 20, 19.9, 0].map((p) => masteryStep(p).label)).toEqual([
      "Excellent",
      "Excellent",
      "Good",
      "Good",
      "Fair",
      "Fair",
      "Weak",
      "Weak",
      "Very weak",
      "Very weak",
    ]);
    expect(new Set(MASTERY_COLOUR_STEPS.map((s) => s.colour)).size).toBe(5);
    expect(MASTERY_COLOUR_STEPS.map((s) => s.min)).toEqual([80, 60, 40, 20, 0]);
  });
});

it("formats percentages and local days", () => {
  expect(formatPercent(66.666)).toBe("66.7%");
  expect(formatPercent(100)).toBe("100%");
  expect(formatDay("2025-06-18")).toBe("Jun 18");
  expect(formatDay("2025-01-01", { month: "short", day: "numeric", year: "numeric" })).toBe("Jan 1, 2025");
});
