import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * pdf.js's legacy build replaces Array.prototype.push with core-js's JavaScript version when it loads (and
 * makes it print as native code); in the server that slowed every push: the answer route lost ~40% of its
 * throughput. material-text.ts loads it on the first PDF and puts the native push back. Checked in a fresh
 * process: in this one another test file may have loaded pdf.js already.
 */
const here = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

describe("reading a PDF leaves the runtime's built-ins alone", () => {
  it("the server starts without pdf.js, and after a PDF's text is extracted Array.prototype.push is the native one", () => {
    const script = `
      const nativePush = Array.prototype.push;
      const { extractFileText } = await import(${JSON.stringify(here("../../src/modules/materials/material-text.ts"))});
      const { textPdf } = await import(${JSON.stringify(here("./pdf-fixture.ts"))});
      const loadedAtStart = "pdfjsLib" in globalThis;
      const text = await extractFileText("pdf", textPdf(["Photosynthesis makes sugar from light."]));
      console.log(JSON.stringify({ loadedAtStart, text, samePush: Array.prototype.push === nativePush }));
    `;
    const out = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      cwd: here("../.."),
    });
    const result = JSON.parse(out.trim().split("\n").at(-1)!);
    expect(result.loadedAtStart).toBe(false);
    expect(result.text).toContain("Photosynthesis");
    expect(result.samePush).toBe(true);
  });
});
