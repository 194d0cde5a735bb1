// @vitest-environment node
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
  // One rule for editing (docs/decisions/navigation.md): the editor selection and the editor it opens.
  ["/courses/editor", "create"],
  ["/courses/0b7f5a2e-1c1d-4c4e-9f0a-3a2b1c0d9e8f/edit", "create"],
  ["/courses/0b7f5a2e-1c1d-4c4e-9f0a-3a2b1c0d9e8f/improve", "create"],
  ["/courses/0b7f5a2e-1c1d-4c4e-9f0a-3a2b1c0d9e8f/cards", "browse"],
  ["/courses/edit", "browse"],
  ["/cards/search", "browse"],
  ["/analytics", "analyze"],
  ["/dashboardx", null],
  ["/", null],
])("%s belongs to %s", (pathname, tab) => {
  expect(activeTab(pathname)).toBe(tab);
});
