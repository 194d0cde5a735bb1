import { afterEach, describe, expect, it } from "vitest";
import {
  markCardShown,
  markNextCardRequested,
  markSessionStartRequested,
  SESSION_MEASURES,
} from "./performance-marks";

const measures = (name: string) => performance.getEntriesByName(name, "measure");

afterEach(() => {
  performance.clearMarks();
  performance.clearMeasures();
});

// In the browser: Start Session → first card, and next → card, as performance measures.
describe("session performance marks", () => {
  it("measures Start Session to the first card once", () => {
    markSessionStartRequested();
    markCardShown(0);
    markCardShown(0); // a re-render does not measure again
    expect(measures(SESSION_MEASURES.startToFirstCard)).toHaveLength(1);
  });

  it("measures each next-card wait, and nothing for a card shown without a request", () => {
    markCardShown(1);
    expect(measures(SESSION_MEASURES.nextToCard)).toHaveLength(0);
    markNextCardRequested();
    markCardShown(1);
    markNextCardRequested();
    markCardShown(2);
    expect(measures(SESSION_MEASURES.nextToCard)).toHaveLength(2);
    expect(measures(SESSION_MEASURES.startToFirstCard)).toHaveLength(0);
  });
});
