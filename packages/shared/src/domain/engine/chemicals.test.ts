import { describe, expect, it } from "vitest";
import { CHEMICAL_NAMES, INITIAL_CHEMICALS, NeuroChemicals, normalizeLevel } from "./chemicals";

describe("chemicals", () => {
  it("requirements S3: initial values dopamine 0.6, serotonin 0.5, norepinephrine 0.4, acetylcholine 0.5, endorphins 0.5, oxytocin 0.3, cortisol 0.3", () => {
    expect(INITIAL_CHEMICALS).toEqual({
      dopamine: 0.6,
      serotonin: 0.5,
      norepinephrine: 0.4,
      acetylcholine: 0.5,
      endorphins: 0.5,
      oxytocin: 0.3,
      cortisol: 0.3,
    });
    expect(Object.keys(INITIAL_CHEMICALS)).toEqual([...CHEMICAL_NAMES]);
  });

  it("requirements S3: each chemical is 0 to 1 — levels are clamped", () => {
    expect(normalizeLevel(1.7, "dopamine")).toBe(1);
    expect(normalizeLevel(-0.2, "cortisol")).toBe(0);
    expect(NeuroChemicals.safeParse({ ...INITIAL_CHEMICALS, cortisol: 1.01 }).success).toBe(false);
  });

  it("rounds to 4 decimals and replaces a non-finite level with the baseline", () => {
    expect(normalizeLevel(0.123456, "serotonin")).toBe(0.1235);
    expect(normalizeLevel(Number.NaN, "oxytocin")).toBe(0.3);
  });
});
