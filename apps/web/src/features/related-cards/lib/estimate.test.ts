// @vitest-environment node
import { describe, expect, it } from "vitest";
import { relatedEstimate } from "./estimate";

// requirements C9 Generation estimates: about $0.015 per card, or $0.025 with full context; time 5-8 s per card,
// or 8-12 s with full context; batch 6-8 or 10-12 s per card; costs shown to 4 decimals.
describe("relatedEstimate", () => {
  it("one card, plain and with full context", () => {
    expect(relatedEstimate(1, false)).toEqual({ cost: "$0.0150", time: "5-8 seconds" });
    expect(relatedEstimate(1, true)).toEqual({ cost: "$0.0250", time: "8-12 seconds" });
  });

  it("a batch uses the batch times", () => {
    expect(relatedEstimate(3, false)).toEqual({ cost: "$0.0450", time: "18-24 seconds" });
    expect(relatedEstimate(2, true)).toEqual({ cost: "$0.0500", time: "20-24 seconds" });
  });
});
