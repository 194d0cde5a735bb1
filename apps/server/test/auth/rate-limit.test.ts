import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SignedUpUser, signUpUser, uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, expectError } from "./support";

// AUTH_RATE_LIMIT is per minute, per client IP, per route. Each test uses its own client address.
let t: TestApp;
let u: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT: "3" });
  u = await signUpUser(t.app);
});
afterAll(() => t.close());

let lastIp = 0;
const nextIp = () => `10.1.0.${++lastIp}`;
const RATE_MESSAGE = /^Too many requests\. Please wait \d+ seconds and try again\.$/;

describe("AUTH_RATE_LIMIT on signup, login and verification routes", () => {
  it("the 4th login within a minute is a 429 RATE_LIMITED with a clear message and retry-after", async () => {
    const ip = nextIp();
    const attempt = () =>
      call(t.app, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: u.email, password: "wrong password" },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expectError(await attempt(), 401, "UNAUTHORIZED");
    const res = await attempt();
    expect(expectError(res, 429, "RATE_LIMITED").message).toMatch(RATE_MESSAGE);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("once limited, even the right password is refused (no brute force through the limit)", async () => {
    const ip = nextIp();
    const login = (password: string) =>
      call(t.app, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: u.email, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) await login("wrong password");
    expectError(await login(u.password), 429, "RATE_LIMITED");
  });

  it("a forged X-Forwarded-For does not buy a fresh limit (TRUST_PROXY is off by default)", async () => {
    const ip = nextIp();
    const attempt = (forwarded: string) =>
      call(t.app, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: u.email, password: "wrong password" },
        remoteAddress: ip,
        headers: { "x-forwarded-for": forwarded },
      });
    for (let i = 0; i < 3; i++) expectError(await attempt(`203.0.113.${i}`), 401, "UNAUTHORIZED");
    expectError(await attempt("203.0.113.99"), 429, "RATE_LIMITED");
  });

  it("the limit is per client: another address still logs in", async () => {
    const ip = nextIp();
    for (let i = 0; i < 4; i++) {
      await call(t.app, {
        method: "POST",
        url: "/api/auth/login",
        payload: { email: u.email, password: "wrong password" },
        remoteAddress: ip,
      });
    }
    const other = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: u.email, password: u.password },
      remoteAddress: nextIp(),
    });
    expect(other.statusCode).toBe(200);
  });

  it("signup is limited", async () => {
    const ip = nextIp();
    const signup = () =>
      call(t.app, {
        method: "POST",
        url: "/api/auth/signup",
        payload: { email: uniqueEmail(), password: "short" },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expectError(await signup(), 400, "VALIDATION_ERROR");
    expectError(await signup(), 429, "RATE_LIMITED");
  });

  it("email verification is limited (tokens cannot be guessed at speed)", async () => {
    const ip = nextIp();
    for (let i = 0; i < 3; i++) {
      const res = await call(t.app, {
        method: "GET",
        url: `/api/auth/verify-email/guess${i}`,
        remoteAddress: ip,
      });
      expectError(res, 400, "BAD_REQUEST");
    }
    const res = await call(t.app, { method: "GET", url: "/api/auth/verify-email/guess9", remoteAddress: ip });
    expectError(res, 429, "RATE_LIMITED");
  });

  it("resend-verification is limited (no mail bombing)", async () => {
    const ip = nextIp();
    const resend = () =>
      call(t.app, {
        method: "POST",
        url: "/api/auth/resend-verification",
        payload: { email: u.email },
        remoteAddress: ip,
      });
    for (let i = 0; i < 3; i++) expect((await resend()).statusCode).toBe(200);
    expectError(await resend(), 429, "RATE_LIMITED");
  });

  it("signed-in routes are not limited by AUTH_RATE_LIMIT", async () => {
    const ip = nextIp();
    for (let i = 0; i < 6; i++) {
      const res = await call(t.app, {
        method: "GET",
        url: "/api/auth/me",
        headers: u.auth,
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
