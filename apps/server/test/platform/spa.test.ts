import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectError } from "../auth/support";
import { createTestApp, type TestApp } from "../helpers/test-app";

const INDEX = "<!doctype html><title>Recall</title><div id=root></div>";
const APP_JS = "console.log('recall');";
const SECRET = "TOP-SECRET-OUTSIDE-DIST";
const IMMUTABLE = "public, max-age=31536000, immutable";

let root: string;
let t: TestApp;
beforeAll(async () => {
  // <root>/web is the dist dir. Its dotfiles, <root>/web-secret and <root>/secret.txt must never be served.
  root = mkdtempSync(path.join(os.tmpdir(), "recall-spa-"));
  const dist = path.join(root, "web");
  mkdirSync(path.join(dist, "assets"), { recursive: true });
  mkdirSync(path.join(root, "web-secret"));
  writeFileSync(path.join(dist, "index.html"), INDEX);
  writeFileSync(path.join(dist, "favicon.svg"), "<svg/>");
  writeFileSync(path.join(dist, "assets", "app.js"), APP_JS);
  writeFileSync(path.join(dist, ".env"), SECRET);
  writeFileSync(path.join(dist, ".env.local"), SECRET);
  mkdirSync(path.join(dist, ".git"));
  writeFileSync(path.join(dist, ".git", "config"), SECRET);
  writeFileSync(path.join(root, "secret.txt"), SECRET);
  writeFileSync(path.join(root, "web-secret", "s.txt"), SECRET);
  // A relative WEB_DIST_DIR, as an operator might write it: config resolves it against the working directory.
  t = await createTestApp({ WEB_DIST_DIR: path.relative(process.cwd(), dist) }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (url: string) => call(t.app, { method: "GET", url });

describe("SPA fallback (requirements S2: client routes survive a reload)", () => {
  it("a client route is answered with index.html, never cached", async () => {
    for (const url of ["/some/client/route", "/dashboard", "/verify-email/abc123", "/session/42?x=1", "/"]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["content-type"]).toContain("text/html");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.body).toBe(INDEX);
    }
  });

  it("a hashed asset is served as it is, cached for a year as immutable", async () => {
    const res = await get("/assets/app.js");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("javascript");
    expect(res.headers["cache-control"]).toBe(IMMUTABLE);
    expect(res.body).toBe(APP_JS);
  });

  it("other files at the root are served but revalidated (no-cache)", async () => {
    const res = await get("/favicon.svg");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect((await get("/index.html")).headers["cache-control"]).toBe("no-cache");
  });

  it("a missing asset is a 404, not index.html served as JavaScript (stale tab after a deploy)", async () => {
    expectError(await get("/assets/app-old123.js"), 404, "NOT_FOUND");
  });

  it("pages carry the security headers (CSP from helmet)", async () => {
    expect((await get("/dashboard")).headers["content-security-policy"]).toContain("default-src 'self'");
  });
});

describe("SPA fallback leaves /api alone", () => {
  it("GET /api/nope is a 404 JSON envelope, not index.html", async () => {
    for (const url of ["/api/nope", "/api", "/api/auth/nope?x=1"]) {
      const res = await get(url);
      expect(res.headers["content-type"]).toContain("application/json");
      expectError(res, 404, "NOT_FOUND");
    }
  });

  it("the API still answers next to the web app", async () => {
    expect((await get("/api/health")).statusCode).toBe(200);
  });
});

describe("SPA fallback never serves files outside WEB_DIST_DIR", () => {
  const attacks = [
    "/../../etc/passwd",
    "/..%2f..%2fetc%2fpasswd",
    "/%2e%2e/%2e%2e/etc/passwd",
    "/assets/../../secret.txt",
    "/../secret.txt",
    "/%2e%2e/secret.txt",
    "/..%2fsecret.txt",
    "/..%5csecret.txt",
    "/../web-secret/s.txt",
    "/..%2fweb-secret%2fs.txt",
    "/%2e%2e%2fweb-secret%2fs.txt",
    "/assets/..%2f..%2fweb-secret%2fs.txt",
    "//etc/passwd",
    "/.env",
    "/.env.local",
    "/.git/config",
    "/assets/app.js%00.html",
  ];

  for (const url of attacks) {
    it(`GET ${url} does not leak a file`, async () => {
      const res = await get(url);
      expect(res.body).not.toContain(SECRET);
      expect(res.body).not.toMatch(/root:.*:0:0:/);
      expect([200, 400, 403, 404]).toContain(res.statusCode);
      if (res.statusCode === 200) expect(res.body).toBe(INDEX);
    });
  }
});

describe("serveWeb without a built web app", () => {
  it("starts API-only and answers non-API paths with the 404 envelope", async () => {
    const missing = mkdtempSync(path.join(os.tmpdir(), "recall-nodist-"));
    const api = await createTestApp({ WEB_DIST_DIR: missing }, { serveWeb: true });
    try {
      expectError(await call(api.app, { method: "GET", url: "/dashboard" }), 404, "NOT_FOUND");
      expect((await call(api.app, { method: "GET", url: "/api/health" })).statusCode).toBe(200);
    } finally {
      await api.close();
      rmSync(missing, { recursive: true, force: true });
    }
  });
});
