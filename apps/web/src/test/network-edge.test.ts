// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Web tests answer requests only through MSW (src/test/msw.ts), where a request no handler answers fails the
 * test. A fetch replaced by hand sits in front of MSW and answers whatever URL the page asks for, so a test
 * could pass on a page that fetched something nobody expected: this check fails on any such replacement.
 */
const SOURCE = path.resolve(__dirname, "..");

const FETCH_REPLACEMENTS = [
  /spyOn\(\s*(globalThis|window|global)\s*,\s*["']fetch["']/,
  /stubGlobal\(\s*["']fetch["']/,
  /\b(globalThis|window|global)\.fetch\s*=(?!=)/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

describe("the network edge of web tests", () => {
  it("no file replaces fetch by hand (MSW answers every request)", () => {
    const offenders = sourceFiles(SOURCE)
      .filter((file) => file !== __filename)
      .flatMap((file) => {
        const lines = readFileSync(file, "utf8").split("\n");
        return lines.flatMap((line, index) =>
          FETCH_REPLACEMENTS.some((pattern) => pattern.test(line))
            ? [`${path.relative(SOURCE, file)}:${index + 1}: ${line.trim()}`]
            : [],
        );
      });
    expect(offenders).toEqual([]);
  });

  it("recognises each way of replacing fetch", () => {
    const samples = [
      'vi.spyOn(globalThis, "fetch").mockResolvedValue(reply)',
      "vi.stubGlobal('fetch', fake)",
      "globalThis.fetch = fake;",
      "window.fetch = fake;",
    ];
    for (const sample of samples)
      expect(
        FETCH_REPLACEMENTS.some((p) => p.test(sample)),
        sample,
      ).toBe(true);
    expect(FETCH_REPLACEMENTS.some((p) => p.test("if (globalThis.fetch === undefined) return;"))).toBe(false);
  });
});
