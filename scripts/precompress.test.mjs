import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { MIN_BYTES, precompress } from "./precompress.mjs";

let dist;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function build(files) {
  dist = mkdtempSync(path.join(os.tmpdir(), "recall-precompress-"));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dist, name)), { recursive: true });
    writeFileSync(path.join(dist, name), content);
  }
}

describe("precompress: brotli and gzip copies of the web build", () => {
  it("writes .br and .gz beside text files that decode to the same bytes", () => {
    const script = "export const greeting = 'hello';\n".repeat(200);
    build({ "assets/app-1.js": script, "index.html": `<!doctype html>${"<p>Recall</p>".repeat(200)}` });
    const written = precompress(dist);
    expect(written.map((row) => row.file).sort()).toEqual(["assets/app-1.js", "index.html"]);
    const js = path.join(dist, "assets/app-1.js");
    expect(brotliDecompressSync(readFileSync(`${js}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${js}.gz`)).toString()).toBe(script);
    const row = written.find((r) => r.file === "assets/app-1.js");
    expect(row.br).toBeLessThan(row.raw);
    expect(row.gz).toBeLessThan(row.raw);
  });

  it("leaves out small files, formats that are compressed already, and copies that would not be smaller", () => {
    const random = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 2654435761) % 251));
    build({
      "small.js": "x".repeat(MIN_BYTES - 1),
      "icon.png": "p".repeat(4096),
      "font.woff2": "f".repeat(4096),
      "noise.js": random,
    });
    const written = precompress(dist);
    expect(existsSync(path.join(dist, "small.js.br"))).toBe(false);
    expect(existsSync(path.join(dist, "icon.png.br"))).toBe(false);
    expect(existsSync(path.join(dist, "font.woff2.gz"))).toBe(false);
    const noise = written.find((r) => r.file === "noise.js");
    // Whatever the codec makes of it, a copy exists only when it is smaller than the file.
    for (const [key, ext] of [
      ["br", ".br"],
      ["gz", ".gz"],
    ])
      expect(existsSync(path.join(dist, `noise.js${ext}`))).toBe(noise[key] !== null);
  });
});
