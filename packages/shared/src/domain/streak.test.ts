import { describe, expect, it } from "vitest";
import { localDay, studyStreaks } from "./streak";

describe("studyStreaks (dashboard: current streak in days, in the user's timezone)", () => {
  it("counts consecutive days ending today", () => {
    expect(studyStreaks(["2026-11-19", "2026-11-20", "2026-11-21"], "2026-11-21").current).toBe(3);
  });
  it("keeps yesterday's streak alive until today ends", () => {
    expect(studyStreaks(["2026-11-19", "2026-11-20"], "2026-11-21").current).toBe(2);
  });
  it("a gap of a full day ends the streak", () => {
    expect(studyStreaks(["2026-11-18", "2026-11-19"], "2026-11-21").current).toBe(0);
  });
  it("finds the longest run anywhere, across month ends", () => {
    const days = ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02", "2026-11-10"];
    expect(studyStreaks(days, "2026-11-21")).toEqual({ current: 0, longest: 4 });
  });
  it("no study days gives zero", () => {
    expect(studyStreaks([], "2026-11-21")).toEqual({ current: 0, longest: 0 });
  });
});

describe("localDay", () => {
  it("uses the time zone, not UTC", () => {
    const at = new Date("2026-11-21T23:30:00Z");
    expect(localDay(at, "UTC")).toBe("2026-11-21");
    expect(localDay(at, "Europe/Sofia")).toBe("2026-11-22");
    expect(localDay(at, "America/Los_Angeles")).toBe("2026-11-21");
  });
});
