import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";

// The CSP the app is served with (Serving; docs/decisions/serving.md and card-images.md).
const cspOf = async (t: TestApp) =>
  String((await t.app.inject({ method: "GET", url: "/api/health" })).headers["content-security-policy"]);
const directives = (csp: string) => csp.split(";").map((d) => d.trim());

describe("over plain HTTP (APP_URL unset or http://)", () => {
  let plain: TestApp;
  let lan: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
    lan = await createTestApp({ APP_URL: "http://recall-box.lan:3000" });
  });
  afterAll(async () => {
    await plain.close();
    await lan.close();
  });

  it("sends no upgrade-insecure-requests, which would blank the app on a LAN host name", async () => {
    for (const t of [plain, lan])
      expect(directives(await cspOf(t))).not.toContain("upgrade-insecure-requests");
  });

  it("lets images come only from the app itself and embedded data: URLs, never from another server", async () => {
    const csp = directives(await cspOf(plain));
    expect(csp).toContain("img-src 'self' data:");
    expect(csp.join(";")).not.toMatch(/img-src[^;]*(https:|http:|\*)/);
    expect(csp).toContain("script-src 'self'");
  });

  it("plays sounds and videos only from the app itself and blob: URLs made from its files", async () => {
    expect(directives(await cspOf(plain))).toContain("media-src 'self' blob:");
  });
});

describe("over HTTPS (APP_URL https://)", () => {
  let https: TestApp;
  beforeAll(async () => {
    https = await createTestApp({ APP_URL: "https://recall.example.com" });
  });
  afterAll(() => https.close());

  it("sends upgrade-insecure-requests", async () => {
    expect(directives(await cspOf(https))).toContain("upgrade-insecure-requests");
  });
});
