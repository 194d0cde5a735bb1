import { describe, expect, it } from "vitest";
import { seededRandom } from "./seeded-random";

describe("seededRandom", () => {
  it("repeats the same sequence for the same seed", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    for (let i = 0; i < 50; i++) expect(a()).toBe(b());
  });

  it("stays in [0, 1) and differs between seeds", () => {
    const r = seededRandom(7);
    const values = Array.from({ length: 1000 }, () => r());
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
    expect(seededRandom(1)()).not.toBe(seededRandom(2)());
  });
});
