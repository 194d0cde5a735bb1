import { describe, expect, it } from "vitest";
import { studyDurationText } from "./study-duration";

describe("studyDurationText (merge estimatedDuration, requirements C3)", () => {
  it("sums each card's time allowance and rounds up to minutes", () => {
    expect(studyDurationText([])).toBe("about 1 minute");
    expect(studyDurationText(Array.from({ length: 30 }, () => ({ minReadTime: 5, wordCount: 0 })))).toBe(
      "about 3 minutes",
    );
    expect(studyDurationText(Array.from({ length: 130 }, () => ({ minReadTime: 30 })))).toBe(
      "about 1 h 5 min",
    );
  });
});
