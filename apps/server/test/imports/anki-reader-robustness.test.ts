import { describe, expect, it } from "vitest";
import { AppError } from "../../src/lib/errors";
import { readAnkiPackage } from "../../src/modules/imports/anki";
import { buildAnkiPackage, type FixtureFormat } from "./support/anki-package";
import { MEDIA, sampleCollection } from "./support/sample-collection";

/** A small deterministic generator (mulberry32), so a failure names a reproducible case. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// "No input gives a 5xx": a damaged package is refused with an AppError, never another exception.
describe.each<FixtureFormat>(["anki21b", "anki2"])("readAnkiPackage on damaged %s packages", (format) => {
  it("resolves or throws an AppError for every corrupted or truncated copy", async () => {
    const original = await buildAnkiPackage(sampleCollection(), format, { media: MEDIA });
    const next = random(format === "anki2" ? 11 : 18);
    const outcomes = { read: 0, refused: 0 };
    for (let round = 0; round < 60; round++) {
      const bytes = original.slice();
      // Half the rounds damage bytes anywhere, half damage the zip directory at the end.
      const from = round % 2 === 0 ? 0 : Math.max(0, bytes.length - 400);
      for (let i = 0; i < 1 + Math.floor(next() * 8); i++) {
        bytes[from + Math.floor(next() * (bytes.length - from))] = Math.floor(next() * 256);
      }
      const damaged = round % 10 === 9 ? bytes.subarray(0, Math.floor(next() * bytes.length)) : bytes;
      let outcome: "read" | "refused" = "read";
      try {
        const plan = await readAnkiPackage(damaged);
        // Images are expanded later, by the job: a damaged one must be refused the same way then.
        for (const media of plan.media) await media.read();
      } catch (err) {
        if (!(err instanceof AppError)) throw new Error(`round ${round}: ${String(err)}`);
        outcome = "refused";
      }
      outcomes[outcome]++;
    }
    expect(outcomes.read + outcomes.refused).toBe(60);
  });
});
