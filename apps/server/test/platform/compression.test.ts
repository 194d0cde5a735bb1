import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES } from "../../src/lib/compression";
import { call } from "../auth/support";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** What a build holds after scripts/precompress.mjs: each text file with its .br and .gz copies. */
const INDEX = `<!doctype html><title>Recall</title><div id=root>${"<p>hero</p>".repeat(100)}</div>`;
const APP_JS = "export const words = ['recall', 'remember'];\n".repeat(100);

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "recall-compression-"));
  mkdirSync(path.join(dist, "assets"));
  for (const [name, content] of [
    ["index.html", INDEX],
    ["assets/app-1.js", APP_JS],
  ] as const) {
    writeFileSync(path.join(dist, name), content);
    writeFileSync(path.join(dist, `${name}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dist, `${name}.gz`), gzipSync(content));
  }
  t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  call(t.app, { method: "GET", url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

function decoded(body: Buffer, encoding: string | undefined): string {
  if (encoding === "br") return brotliDecompressSync(body).toString();
  if (encoding === "gzip") return gunzipSync(body).toString();
  return body.toString();
}

describe("built files are sent precompressed by Accept-Encoding", () => {
  it.each([
    ["br, gzip, deflate", "br"],
    ["gzip, deflate", "gzip"],
    ["gzip;q=1.0, br;q=0.5", "gzip"],
  ])("an asset asked with %s comes as %s, with Vary and its own content type", async (accept, expected) => {
    const res = await get("/assets/app-1.js", accept);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe(expected);
    expect(res.headers["content-type"]).toContain("javascript");
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(decoded(res.rawPayload, expected)).toBe(APP_JS);
  });

  it("a browser that accepts no encoding gets the file as it is", async () => {
    const res = await get("/assets/app-1.js");
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.body).toBe(APP_JS);
  });

  it("a client route's index.html is precompressed too", async () => {
    const res = await get("/dashboard", "br");
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(decoded(res.rawPayload, "br")).toBe(INDEX);
  });
});

describe("API answers over the threshold are compressed", () => {
  it("a large JSON answer (the OpenAPI document) comes as brotli or gzip and decodes to the same JSON", async () => {
    const plain = await get("/api/docs/json");
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const encoding of ["br", "gzip"]) {
      const res = await get("/api/docs/json", encoding);
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(res.rawPayload, encoding))).toEqual(plain.json());
    }
  });

  it("a small answer goes as it is", async () => {
    const res = await get("/api/health", "br, gzip");
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("a compressed request body is not inflated: it is refused as the JSON it is not", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      headers: { "content-type": "application/json", "content-encoding": "gzip" },
      payload: gzipSync(JSON.stringify({ email: "a@b.co", password: "x".repeat(12) })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
