// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testUser } from "../../auth/testing";
import { languageOptions, timeZoneOptions, toSettingsValues, toUpdateBody } from "./settings-form";

describe("settings form", () => {
  it("round-trips a user's settings into the PATCH body", () => {
    const user = testUser({ displayName: null });
    const result = toUpdateBody(toSettingsValues(user));
    expect(result).toEqual({
      ok: true,
      body: { displayName: null, timezone: user.timezone, prefs: user.prefs },
    });
  });

  it("rejects out-of-range and non-integer numbers", () => {
    const values = { ...toSettingsValues(testUser()), dailySessions: "0", sessionLengthMin: "12.5" };
    expect(toUpdateBody(values)).toEqual({
      ok: false,
      errors: { dailySessions: "Must be at least 1", sessionLengthMin: "Must be a whole number" },
    });
  });

  it("always lists UTC and the current zone", () => {
    const zones = timeZoneOptions("Mars/Olympus_Mons");
    expect(zones[0]).toBe("UTC");
    expect(zones).toContain("Mars/Olympus_Mons");
    expect(zones).toContain("Europe/Berlin");
  });

  it("keeps a custom language picked outside the five settings languages", () => {
    expect(languageOptions(null).map((o) => o.value)).toEqual(["", "de", "es", "fr", "bg"]);
    expect(languageOptions("ja").at(-1)).toEqual({ value: "ja", label: "Japanese" });
  });
});
