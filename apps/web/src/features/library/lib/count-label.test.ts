// @vitest-environment node

import { SEARCH_LIMITS } from "@recall/shared";
import { describe, expect, it } from "vitest";
import { countLabel } from "./count-label";

describe("countLabel", () => {
  it("shows an exact count with thousands separators", () => {
    expect(countLabel(0)).toBe("0");
    expect(countLabel(9999)).toBe("9,999");
  });
  it("marks a capped count as a lower bound", () => {
    expect(countLabel(SEARCH_LIMITS.totalCap, true)).toBe("500+");
    expect(countLabel(10_000, true)).toBe("10,000+");
    expect(countLabel(3, true)).toBe("3+");
  });
});
