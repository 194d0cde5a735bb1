import { describe, expect, it } from "vitest";
import { addDays, isValidTimeZone, weekStart } from "./timezone";

describe("calendar days", () => {
  it("addDays crosses months, years and leap days", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2025-03-30", 0)).toBe("2025-03-30");
    expect(addDays("2025-01-01", -365)).toBe("2024-01-02");
  });

  it("weekStart is the Monday of the ISO week", () => {
    expect(weekStart("2025-06-16")).toBe("2025-06-16"); // Monday
    expect(weekStart("2025-06-22")).toBe("2025-06-16"); // Sunday
    expect(weekStart("2025-01-01")).toBe("2024-12-30"); // Wednesday across a year
  });

  it("knows IANA zones", () => {
    expect(isValidTimeZone("Pacific/Auckland")).toBe(true);
    expect(isValidTimeZone("Mars/Olympus")).toBe(false);
  });
});
