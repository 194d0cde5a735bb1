import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, users } from "../../src/db/schema/index";
import { hashToken } from "../../src/lib/tokens";
import { signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer, call, expectError } from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) => call(t.app, { method: "GET", url: "/api/auth/me", headers: bearer(token) });
const logout = (token: string) =>
  call(t.app, { method: "POST", url: "/api/auth/logout", headers: bearer(token) });
const EXPIRED = "Your session has expired. Please log in again.";

describe("POST /auth/logout (requirements S4: logout clears auth, requirements S8 'Logged out successfully')", () => {
  it('answers 200 { message: "Logged out successfully" }', async () => {
    const u = await signUpUser(t.app);
    const res = await logout(u.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Logged out successfully" });
  });

  it("revokes the token: the same token is then a 401 everywhere (requirements S8 401 → /login)", async () => {
    const u = await signUpUser(t.app);
    await logout(u.token);
    expect(expectError(await me(u.token), 401, "UNAUTHORIZED").message).toBe(EXPIRED);
    expectError(await logout(u.token), 401, "UNAUTHORIZED");
    const patch = await call(t.app, { method: "PATCH", url: "/api/auth/me", headers: u.auth, payload: {} });
    expectError(patch, 401, "UNAUTHORIZED");
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(u.token)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it("ends only this session: the user's other tokens keep working", async () => {
    const u = await signUpUser(t.app);
    const other = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: u.email, password: u.password },
    });
    const otherToken = other.json().data.token as string;
    await logout(u.token);
    expect((await me(otherToken)).statusCode).toBe(200);
  });

  it("logging in again after logout gives a working token", async () => {
    const u = await signUpUser(t.app);
    await logout(u.token);
    const again = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email: u.email, password: u.password },
    });
    expect((await me(again.json().data.token)).statusCode).toBe(200);
  });

  it("requirements S4 requires a token", async () => {
    const res = await call(t.app, { method: "POST", url: "/api/auth/logout" });
    expect(expectError(res, 401, "UNAUTHORIZED").message).toBe("Authentication required");
  });
});

describe("bearer tokens that must not authenticate (requirements S4/S8: any 401 clears auth)", () => {
  it("a garbage token is a 401 with the session-expired message", async () => {
    for (const token of ["garbage", "x".repeat(43), "';drop-table-users;--", "%00"]) {
      expect(expectError(await me(token), 401, "UNAUTHORIZED").message).toBe(EXPIRED);
    }
  });

  it("an over-long token is a 401 (it is not even looked up)", async () => {
    expectError(await me("a".repeat(5000)), 401, "UNAUTHORIZED");
  });

  it("an expired token (auth_tokens.expires_at in the past) is a 401", async () => {
    const u = await signUpUser(t.app);
    expect((await me(u.token)).statusCode).toBe(200);
    await t.database.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.tokenHash, hashToken(u.token)));
    expect(expectError(await me(u.token), 401, "UNAUTHORIZED").message).toBe(EXPIRED);
    expectError(await logout(u.token), 401, "UNAUTHORIZED");
  });

  it("a new token lives AUTH_TOKEN_TTL_DAYS (30 by default)", async () => {
    const u = await signUpUser(t.app);
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(u.token)));
    const days = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  it("the stored hash is useless as a token (a database leak gives no session)", async () => {
    const u = await signUpUser(t.app);
    expectError(await me(hashToken(u.token)), 401, "UNAUTHORIZED");
  });

  it("a token whose user was deleted is a 401", async () => {
    const u = await signUpUser(t.app);
    await t.database.db.delete(users).where(eq(users.id, u.id));
    expectError(await me(u.token), 401, "UNAUTHORIZED");
  });

  it("one user's token never answers as another user", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    expect((await me(a.token)).json().data.user.id).toBe(a.id);
    expect((await me(b.token)).json().data.user.id).toBe(b.id);
  });
});
