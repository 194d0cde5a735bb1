import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, users } from "../../src/db/schema/index";
import { hashToken } from "../../src/lib/tokens";
import { type SignedUpUser, signUpUser, uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer, call, expectError, expectFieldError, userOf } from "./support";

let t: TestApp;
let ada: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  ada = await signUpUser(t.app, { password: "ada's long password" });
});
afterAll(() => t.close());

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  call(t.app, { method: "POST", url: "/api/auth/login", payload: payload as object, headers });

describe("POST /auth/login: success (requirements S7 answer: data.user and data.token)", () => {
  it("answers 200 with data.user and a fresh data.token that authenticates", async () => {
    const res = await login({ email: ada.email, password: ada.password });
    expect(res.statusCode).toBe(200);
    const user = userOf(res);
    expect(user).toMatchObject({ id: ada.id, email: ada.email });
    const token = res.json().data.token as string;
    expect(token).not.toBe(ada.token);
    const me = await call(t.app, { method: "GET", url: "/api/auth/me", headers: bearer(token) });
    expect(userOf(me).id).toBe(ada.id);
  });

  it("accepts the email in any case and with surrounding spaces (emails are normalised)", async () => {
    const res = await login({ email: `  ${ada.email.toUpperCase()} `, password: ada.password });
    expect(res.statusCode).toBe(200);
    expect(userOf(res).email).toBe(ada.email);
  });

  it("each login is its own session: earlier tokens stay valid, each stored hashed", async () => {
    const first = (await login({ email: ada.email, password: ada.password })).json().data.token as string;
    const second = (await login({ email: ada.email, password: ada.password })).json().data.token as string;
    expect(first).not.toBe(second);
    for (const token of [ada.token, first, second]) {
      expect(
        (await call(t.app, { method: "GET", url: "/api/auth/me", headers: bearer(token) })).statusCode,
      ).toBe(200);
      const [row] = await t.database.db
        .select()
        .from(authTokens)
        .where(eq(authTokens.tokenHash, hashToken(token)));
      expect(row?.userId).toBe(ada.id);
    }
  });

  it("records the user agent of the session", async () => {
    const res = await login({ email: ada.email, password: ada.password }, { "user-agent": "RecallTest/1.0" });
    const [row] = await t.database.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(res.json().data.token)));
    expect(row?.userAgent).toBe("RecallTest/1.0");
  });
});

describe("POST /auth/login: failures (requirements S8 'server message')", () => {
  it('wrong password and unknown email answer the same 401 "Invalid email or password"', async () => {
    const wrong = await login({ email: ada.email, password: "not the password" });
    const unknown = await login({ email: uniqueEmail("nobody"), password: ada.password });
    expect(expectError(wrong, 401, "UNAUTHORIZED").message).toBe("Invalid email or password");
    expect(expectError(unknown, 401, "UNAUTHORIZED").message).toBe("Invalid email or password");
    expect(wrong.body).toBe(unknown.body);
  });

  it("the password is case sensitive and not trimmed", async () => {
    expectError(await login({ email: ada.email, password: ada.password.toUpperCase() }), 401, "UNAUTHORIZED");
    expectError(await login({ email: ada.email, password: ` ${ada.password} ` }), 401, "UNAUTHORIZED");
  });

  it("the system account that owns starter content cannot log in", async () => {
    const sys = await signUpUser(t.app, { password: "system password" });
    await t.database.db.update(users).set({ isSystem: true }).where(eq(users.id, sys.id));
    const res = await login({ email: sys.email, password: sys.password });
    expect(expectError(res, 401, "UNAUTHORIZED").message).toBe("Invalid email or password");
  });

  it("a failed login issues no token", async () => {
    const before = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, ada.id));
    await login({ email: ada.email, password: "not the password" });
    const after = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, ada.id));
    expect(after).toHaveLength(before.length);
  });
});

describe("POST /auth/login: requirements S5 validation (email and password required)", () => {
  it("missing email or password is a 400 naming the field", async () => {
    expect(expectFieldError(await login({ password: "whatever1" }), "email")).toBe("Email is required");
    expect(expectFieldError(await login({ email: ada.email }), "password")).toBe("Password is required");
    expect(expectFieldError(await login({ email: ada.email, password: "" }), "password")).toBe(
      "Password is required",
    );
    const error = expectError(await login({}), 400, "VALIDATION_ERROR");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["email", "password"]);
  });

  it("login does not apply the signup minimum length: a short wrong password is a 401, not a 400", async () => {
    expectError(await login({ email: ada.email, password: "short" }), 401, "UNAUTHORIZED");
  });

  it("wrong types are 400s on the field", async () => {
    expectFieldError(await login({ email: 1, password: "whatever1" }), "email");
    expectFieldError(await login({ email: ada.email, password: 12345678 }), "password");
    expectFieldError(await login({ email: ada.email, password: [true, false] }), "password");
    expectFieldError(await login({ email: ada.email, password: { $gt: "" } }), "password");
    expectFieldError(await login({ email: "not-an-email", password: "whatever1" }), "email");
  });

  it("a password longer than 256 characters is refused before any hashing, and says so", async () => {
    expect(expectFieldError(await login({ email: ada.email, password: "x".repeat(257) }), "password")).toBe(
      "Password must be at most 256 characters",
    );
  });
});
