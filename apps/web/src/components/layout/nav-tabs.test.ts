import { expect, it } from "vitest";
import { activeTab } from "./nav-tabs";

it.each([
  ["/dashboard", "learn"],
  ["/session/start", "learn"],
  ["/session/abc", "learn"],
  ["/courses", "browse"],
  ["/courses/42", "browse"],
  ["/collections/7", "browse"],
  ["/card-library", "browse"],
  ["/courses/create", "create"],
  ["/courses/create/progressive", "create"],
  ["/courses/manual-card", "create"],
  ["/analytics", "analyze"],
  ["/dashboardx", null],
  ["/", null],
])("%s belongs to %s", (pathname, tab) => {
  expect(activeTab(pathname)).toBe(tab);
});
