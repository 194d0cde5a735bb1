import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, expectError } from "../auth/support";
import { signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers 200 with status ok and a working database of the configured driver", async () => {
    const res = await call(t.app, { method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: "ok", database: { ok: true, driver: t.database.driver } });
    expect(body.database.latencyMs).toBeGreaterThanOrEqual(0);
    expect(body.uptimeSec).toBeGreaterThanOrEqual(0);
  });
});

describe("GET /api/docs/json (OpenAPI)", () => {
  it("is an OpenAPI 3 document listing every auth route with its method", async () => {
    const res = await call(t.app, { method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe("Recall API");
    const expected: Record<string, string[]> = {
      "/api/auth/signup": ["post"],
      "/api/auth/login": ["post"],
      "/api/auth/me": ["get", "patch"],
      "/api/auth/logout": ["post"],
      "/api/auth/verify-email/{token}": ["get"],
      "/api/auth/resend-verification": ["post"],
      "/api/auth/accept-guidelines": ["post"],
      "/api/auth/forgot-password": ["post"],
      "/api/auth/reset-password": ["post"],
      "/api/auth/change-password": ["post"],
      "/api/auth/change-email": ["post"],
      "/api/auth/confirm-email": ["post"],
      "/api/auth/sign-ins": ["get"],
      "/api/auth/sign-ins/{id}": ["delete"],
      "/api/auth/sign-ins/revoke-others": ["post"],
      "/api/auth/delete-account/preview": ["get"],
      "/api/auth/delete-account": ["post"],
      "/api/me/export": ["post"],
      "/api/me/export/{id}": ["get"],
      "/api/me/export/{id}/download": ["get"],
      "/api/health": ["get"],
    };
    for (const [path, methods] of Object.entries(expected)) {
      expect(doc.paths, path).toHaveProperty([path]);
      for (const method of methods) expect(doc.paths[path], `${method} ${path}`).toHaveProperty([method]);
    }
  });

  it("documents request bodies from the shared zod contracts and the bearer scheme", async () => {
    const doc = (await call(t.app, { method: "GET", url: "/api/docs/json" })).json();
    const signup = doc.paths["/api/auth/signup"].post;
    const schema = signup.requestBody.content["application/json"].schema;
    expect(schema.required).toEqual(expect.arrayContaining(["email", "password"]));
    expect(signup.responses).toHaveProperty(["201"]);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
  });

  it("serves the interactive docs page", async () => {
    const res = await call(t.app, { method: "GET", url: "/api/docs/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/html");
  });
});

describe("security headers (helmet)", () => {
  const check = (headers: Record<string, unknown>) => {
    const csp = String(headers["content-security-policy"]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["referrer-policy"]).toBe("no-referrer");
    expect(headers["cross-origin-opener-policy"]).toBe("same-origin");
    expect(headers["x-dns-prefetch-control"]).toBe("off");
    expect(headers["x-powered-by"]).toBeUndefined();
  };

  it("are sent on successful API answers", async () => {
    check((await call(t.app, { method: "GET", url: "/api/health" })).headers);
    const u = await signUpUser(t.app);
    check((await call(t.app, { method: "GET", url: "/api/auth/me", headers: u.auth })).headers);
  });

  it("are sent on errors and on not-found answers too", async () => {
    check((await call(t.app, { method: "GET", url: "/api/auth/me" })).headers);
    check((await call(t.app, { method: "GET", url: "/api/does-not-exist" })).headers);
  });
});

describe("unknown routes", () => {
  it("an unknown /api/ route is a 404 NOT_FOUND JSON envelope for every method", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE", "PATCH"] as const) {
      const res = await call(t.app, { method, url: "/api/nope/deeper?x=1" });
      expect(res.headers["content-type"]).toContain("application/json");
      expect(expectError(res, 404, "NOT_FOUND").message).toContain("/api/nope/deeper");
    }
  });

  it("a known path with a method it does not have is a 404 envelope", async () => {
    expectError(await call(t.app, { method: "DELETE", url: "/api/auth/me" }), 404, "NOT_FOUND");
    expectError(await call(t.app, { method: "GET", url: "/api/auth/login" }), 404, "NOT_FOUND");
  });

  it("without the web app (tests, API-only builds) a non-API path is a 404 envelope too", async () => {
    expectError(await call(t.app, { method: "GET", url: "/dashboard" }), 404, "NOT_FOUND");
  });

  it("/auth/verify-email/ with an empty token is a 400 on token, not a 404 or 500", async () => {
    const error = expectError(
      await call(t.app, { method: "GET", url: "/api/auth/verify-email/" }),
      400,
      "VALIDATION_ERROR",
    );
    expect(Object.keys(error.fields ?? {})).toEqual(["token"]);
  });
});
