import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call } from "../auth/support";
import { createTestApp, type TestApp } from "../helpers/test-app";

/** A build after scripts/prerender.mjs: the app shell, and the public pages painted in their own files. */
const SHELL = '<!doctype html><title>Recall</title><div id="root"></div>';
const page = (name: string) => `<!doctype html><div id="root" data-prerendered><h1>${name}</h1></div>`;

let dist: string;
let t: TestApp;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), "recall-prerendered-"));
  mkdirSync(path.join(dist, "prerendered"));
  writeFileSync(path.join(dist, "index.html"), SHELL);
  for (const name of ["index", "login", "signup"])
    writeFileSync(path.join(dist, "prerendered", `${name}.html`), page(name));
  t = await createTestApp({ WEB_DIST_DIR: dist }, { serveWeb: true });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string) => call(t.app, { method: "GET", url });

describe("the public pages are sent as the build prerendered them", () => {
  it.each([
    ["/", "index"],
    ["/login", "login"],
    ["/signup", "signup"],
    ["/login?next=%2Fdashboard", "login"],
  ])("%s is the prerendered %s page, revalidated on every load", async (url, name) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toBe(page(name));
  });

  it("every other client route gets the app shell", async () => {
    for (const url of [
      "/dashboard",
      "/courses/abc",
      "/Login",
      "/login/",
      "/verify-email/abc",
      "/nothing-here",
    ])
      expect((await get(url)).body, url).toBe(SHELL);
  });

  it("a path cannot reach outside the prerendered pages", async () => {
    for (const url of ["/..%2Findex", "/%2e%2e%2fprerendered%2flogin", "/prerendered"])
      expect((await get(url)).body, url).not.toContain("<h1>");
  });
});
