// @vitest-environment node
import { expect, it } from "vitest";
import { redirectTarget } from "./redirect-target";

it("uses the path the guard remembered", () => {
  expect(redirectTarget({ state: { from: "/courses?tab=mine" } })).toBe("/courses?tab=mine");
});

it("falls back to the dashboard for missing or foreign targets", () => {
  expect(redirectTarget({ state: null })).toBe("/dashboard");
  expect(redirectTarget({ state: { from: 42 } })).toBe("/dashboard");
  expect(redirectTarget({ state: { from: "https://evil.example" } })).toBe("/dashboard");
  expect(redirectTarget({ state: { from: "//evil.example" } })).toBe("/dashboard");
});

it("returns to the page a 401 sent the user away from", () => {
  expect(redirectTarget({ state: null, search: "?reason=session-expired&from=%2Fcollections%2Fc1" })).toBe(
    "/collections/c1",
  );
  expect(redirectTarget({ state: null, search: "?from=https://evil.example" })).toBe("/dashboard");
  expect(redirectTarget({ state: null, search: "?from=//evil.example" })).toBe("/dashboard");
  expect(redirectTarget({ state: null, search: "?from=/\\evil.example" })).toBe("/dashboard");
});
