// @vitest-environment node
import { describe, expect, it } from "vitest";
import { formatCount, formatDuration, formatPercent, formatSessionDate } from "./format";

describe("formatDuration", () => {
  it.each([
    [0, "00:00"],
    [7, "00:07"],
    [65, "01:05"],
    [425, "07:05"],
    [3599, "59:59"],
    [3600, "1:00:00"],
    [4500.4, "1:15:00"],
    [59.6, "01:00"],
  ])("%s s reads %s", (sec, text) => {
    expect(formatDuration(sec)).toBe(text);
  });

  it("reads nonsense as zero", () => {
    expect(formatDuration(-5)).toBe("00:00");
    expect(formatDuration(Number.NaN)).toBe("00:00");
  });
});

describe("formatPercent", () => {
  it("keeps the server's one decimal and the language's conventions", () => {
    expect(formatPercent(66.7, "en")).toBe("66.7%");
    expect(formatPercent(100, "en")).toBe("100%");
    expect(formatPercent(0, "en")).toBe("0%");
    expect(formatPercent(66.7, "de")).toBe("66,7\u00a0%");
  });

  it("falls back to a plain percentage for an unusable language tag", () => {
    expect(formatPercent(50, "not a tag!")).toBe("50%");
  });
});

it("groups digits by language", () => {
  expect(formatCount(1234, "en")).toBe("1,234");
  expect(formatCount(1234, "de")).toBe("1.234");
});

describe("formatSessionDate", () => {
  it("shows the date and time in the interface language", () => {
    const iso = "2024-05-02T14:30:00.000Z";
    const date = new Date(iso);
    expect(formatSessionDate(iso, "en")).toBe(
      new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(date),
    );
    expect(formatSessionDate(iso, "en")).toMatch(/^May 2, 2024/);
    expect(formatSessionDate(iso, "de")).toMatch(/^02\.05\.2024/);
  });

  it("returns an unreadable value unchanged", () => {
    expect(formatSessionDate("yesterday-ish", "en")).toBe("yesterday-ish");
  });
});
