import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectError } from "../auth/support";
import { createTestApp, type TestApp } from "../helpers/test-app";

// The installable app's files as the server serves them (docs/decisions/offline.md): a dist laid
// out as `vite build` with vite-plugin-pwa writes it.
const INDEX = '<!doctype html><title>Recall</title><link rel="manifest" href="/manifest.webmanifest">';
const SW = "importScripts('./workbox-abc123.js');";
const WORKBOX = "self.workbox = {};";
const MANIFEST = JSON.stringify({ name: "Recall", start_url: "/dashboard", icons: [] });

let root: string;
let t: TestApp;
beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), "recall-pwa-"));
  mkdirSync(path.join(root, "assets"));
  writeFileSync(path.join(root, "index.html"), INDEX);
  writeFileSync(path.join(root, "sw.js"), SW);
  writeFileSync(path.join(root, "workbox-abc123.js"), WORKBOX);
  writeFileSync(path.join(root, "manifest.webmanifest"), MANIFEST);
  writeFileSync(path.join(root, "icon-192.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  t = await createTestApp({ WEB_DIST_DIR: root }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => call(t.app, { method: "GET", url });

describe("the service worker and the web manifest", () => {
  it("/sw.js is JavaScript, revalidated on every load so a deploy's worker is found at once", async () => {
    const res = await get("/sw.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(SW);
  });

  it("the Workbox runtime the worker imports is served as JavaScript", async () => {
    const res = await get("/workbox-abc123.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(res.body).toBe(WORKBOX);
  });

  it("/manifest.webmanifest is served as application/manifest+json", async () => {
    const res = await get("/manifest.webmanifest");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/manifest+json");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(JSON.parse(res.body)).toMatchObject({ name: "Recall", start_url: "/dashboard" });
  });

  it("the icons are served as PNG", async () => {
    const res = await get("/icon-192.png");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
  });

  it("a missing worker, Workbox runtime or manifest is a 404, never index.html parsed as a script", async () => {
    for (const url of ["/workbox-old999.js", "/service-worker.js", "/app.webmanifest"])
      expectError(await get(url), 404, "NOT_FOUND");
  });

  it("client routes still get index.html (the SPA fallback is unchanged)", async () => {
    for (const url of ["/dashboard", "/session/42", "/courses/abc"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
    }
  });

  it("the CSP lets the app's own worker and manifest load, and nobody else's", async () => {
    const csp = String((await get("/dashboard")).headers["content-security-policy"]).split(";");
    const directives = csp.map((d) => d.trim());
    expect(directives).toContain("worker-src 'self'");
    expect(directives).toContain("manifest-src 'self'");
  });
});
