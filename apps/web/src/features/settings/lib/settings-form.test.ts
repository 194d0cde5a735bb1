// @vitest-environment node
import { describe, expect, it } from "vitest";
import { testUser } from "../../auth/testing";
import { languageOptions, SettingsForm, timeZoneOptions, toSettingsValues } from "./settings-form";

const issues = (values: unknown) => {
  const result = SettingsForm.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("settings form", () => {
  it("round-trips a user's settings into the PATCH body", () => {
    const user = testUser({ displayName: null });
    expect(SettingsForm.parse(toSettingsValues(user))).toEqual({
      displayName: null,
      timezone: user.timezone,
      prefs: user.prefs,
    });
  });

  it("rejects out-of-range, non-integer and missing numbers with the shared messages, on the body's paths", () => {
    const values = toSettingsValues(testUser());
    expect(
      issues({ ...values, prefs: { ...values.prefs, dailySessions: "0", sessionLengthMin: "12.5" } }),
    ).toEqual({
      "prefs.dailySessions": "must be at least 1",
      "prefs.sessionLengthMin": "must be a whole number",
    });
    expect(issues({ ...values, prefs: { ...values.prefs, dailySessions: " " } })).toEqual({
      "prefs.dailySessions": "must be a number",
    });
  });

  it("trims the display name and refuses one over 80 characters", () => {
    const values = toSettingsValues(testUser());
    expect(SettingsForm.parse({ ...values, displayName: "  Ada L.  " }).displayName).toBe("Ada L.");
    expect(issues({ ...values, displayName: "x".repeat(81) })).toEqual({
      displayName: "must be at most 80 characters",
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
