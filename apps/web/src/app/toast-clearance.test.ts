// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type Box, clearToastTop } from "./toast-clearance";

const box = (left: number, top: number, right: number, bottom: number): Box => ({ left, top, right, bottom });

/** A 356 px stack at the right of a 1280 px page, 60 px high, under the 80 px line. */
const base = { left: 900, right: 1256, height: 60, minTop: 80, maxBottom: 792, gap: 8 };

describe("clearToastTop", () => {
  it("keeps the spec's top-right place when it covers no control", () => {
    const controls = [box(20, 10, 120, 50), box(20, 100, 400, 140), box(1000, 400, 1200, 440)];
    expect(clearToastTop({ ...base, controls })).toBe(80);
  });

  it("ignores the header's controls above the stack's place", () => {
    expect(clearToastTop({ ...base, controls: [box(1100, 12, 1250, 52)] })).toBe(80);
  });

  it("moves below a control the top-right place would cover (Flow State, Start Session)", () => {
    expect(clearToastTop({ ...base, controls: [box(1100, 110, 1240, 150)] })).toBe(158);
  });

  it("skips a gap between controls too small for the stack", () => {
    const controls = [box(1100, 110, 1240, 150), box(950, 190, 1100, 230), box(1000, 330, 1200, 370)];
    // 158..218 meets the second control; 238..298 is free of both and ends before the third.
    expect(clearToastTop({ ...base, controls })).toBe(238);
  });

  it("keeps the gap to the control below", () => {
    // 80..140 would end 2 px above a control at 142: closer than the 8 px gap.
    const controls = [box(1000, 142, 1200, 180)];
    expect(clearToastTop({ ...base, controls })).toBe(188);
  });

  it("is null when no place on screen is free", () => {
    const controls = [box(900, 70, 1256, 400), box(900, 420, 1256, 790)];
    expect(clearToastTop({ ...base, controls })).toBeNull();
  });
});
