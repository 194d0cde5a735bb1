import { DEFAULT_PREFS } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { authTokens, emailVerificationTokens, users } from "../../src/db/schema/index";
import { hashToken } from "../../src/lib/tokens";
import { uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer, call, expectError, expectFieldError, latestMailedToken, userOf } from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signup = (payload: unknown, headers: Record<string, string> = {}) =>
  call(t.app, { method: "POST", url: "/api/auth/signup", payload: payload as object, headers });

describe("POST /auth/signup: success (requirements S7 answer: data.user and data.token)", () => {
  it("answers 201 with data.user and data.token, and the token signs the user in (requirements S4)", async () => {
    const email = uniqueEmail();
    const res = await signup({ email, password: "correct horse", displayName: "Ada" });
    expect(res.statusCode).toBe(201);
    const user = userOf(res);
    expect(user).toMatchObject({
      email,
      displayName: "Ada",
      emailVerified: false,
      guidelinesAccepted: false,
    });
    expect(res.json().data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const me = await call(t.app, {
      method: "GET",
      url: "/api/auth/me",
      headers: bearer(res.json().data.token),
    });
    expect(me.statusCode).toBe(200);
    expect(userOf(me).id).toBe(user.id);
  });

  it("gives a new user the requirements S3/S9 default prefs and the UTC time zone", async () => {
    const user = userOf(await signup({ email: uniqueEmail(), password: "correct horse" }));
    expect(user.prefs).toEqual(DEFAULT_PREFS);
    expect(user.prefs).toMatchObject({ uiSounds: true, customLanguage: null, glossaryTermCount: 7 });
    expect(user.prefs).toMatchObject({ mcqDelay: 3, mcqPreference: 50 });
    expect(user.timezone).toBe("UTC");
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);
  });

  it("takes the browser time zone from x-timezone when it is a valid IANA zone", async () => {
    const ok = userOf(
      await signup({ email: uniqueEmail(), password: "correct horse" }, { "x-timezone": "Europe/Sofia" }),
    );
    expect(ok.timezone).toBe("Europe/Sofia");
    const bad = userOf(
      await signup({ email: uniqueEmail(), password: "correct horse" }, { "x-timezone": "Mars/Olympus" }),
    );
    expect(bad.timezone).toBe("UTC");
  });

  it("requirements S2 display name is optional: omitted, null or blank is stored as null, and it is trimmed", async () => {
    expect(userOf(await signup({ email: uniqueEmail(), password: "correct horse" })).displayName).toBeNull();
    const nul = await signup({ email: uniqueEmail(), password: "correct horse", displayName: null });
    expect(userOf(nul).displayName).toBeNull();
    const blank = await signup({ email: uniqueEmail(), password: "correct horse", displayName: "   " });
    expect(userOf(blank).displayName).toBeNull();
    const padded = await signup({ email: uniqueEmail(), password: "correct horse", displayName: "  Ada  " });
    expect(userOf(padded).displayName).toBe("Ada");
  });

  it("refuses a field it does not know and names it (docs/decisions/validation-errors.md)", async () => {
    const res = await signup({ email: uniqueEmail(), password: "correct horse", isAdmin: true });
    expect(expectError(res, 400, "VALIDATION_ERROR").fields).toEqual({ isAdmin: "is not an allowed field" });
  });
});

describe("POST /auth/signup: email is normalised (users.email: trimmed and lower case)", () => {
  it('" A@B.com " is stored as "a@b.com"; signing up "a@b.com" again is a 409 with a clear message', async () => {
    const local = uniqueEmail().split("@")[0]!;
    const first = await signup({ email: `  ${local.toUpperCase()}@Example.COM `, password: "correct horse" });
    expect(first.statusCode).toBe(201);
    expect(userOf(first).email).toBe(`${local}@example.com`);

    const again = await signup({ email: `${local}@example.com`, password: "another password" });
    const error = expectError(again, 409, "CONFLICT");
    expect(error.message).toBe("An account with this email already exists. Log in instead.");
  });

  it("the duplicate attempt creates no second row and does not change the first password", async () => {
    const email = uniqueEmail();
    await signup({ email, password: "first password" });
    expectError(await signup({ email: email.toUpperCase(), password: "second password" }), 409, "CONFLICT");
    const rows = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    const login = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { email, password: "first password" },
    });
    expect(login.statusCode).toBe(200);
  });
});

describe("POST /auth/signup: requirements S5 validation", () => {
  it("requirements S5/S9 password of 7 characters is a 400 on field `password`; exactly 8 is accepted", async () => {
    const message = expectFieldError(await signup({ email: uniqueEmail(), password: "1234567" }), "password");
    expect(message).toBe("Password must be at least 8 characters");
    expect((await signup({ email: uniqueEmail(), password: "12345678" })).statusCode).toBe(201);
  });

  it("requirements S5 email is required", async () => {
    expect(expectFieldError(await signup({ password: "correct horse" }), "email")).toBe("Email is required");
    expectFieldError(await signup({ email: "   ", password: "correct horse" }), "email");
  });

  it("requirements S5 password is required", async () => {
    expect(expectFieldError(await signup({ email: uniqueEmail() }), "password")).toBe("Password is required");
  });

  it("an empty object names both missing fields", async () => {
    const error = expectError(await signup({}), 400, "VALIDATION_ERROR");
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(["email", "password"]);
  });

  it("requirements S5 email must be of email type", async () => {
    for (const email of ["not-an-email", "a@", "@b.com", "a b@c.com"]) {
      const message = expectFieldError(await signup({ email, password: "correct horse" }), "email");
      expect(message).toBe("Enter a valid email address");
    }
  });

  it("wrong types are 400s on the field, never 500s", async () => {
    expectFieldError(await signup({ email: 42, password: "correct horse" }), "email");
    expectFieldError(await signup({ email: [true, false], password: "correct horse" }), "email");
    expectFieldError(await signup({ email: uniqueEmail(), password: 12345678 }), "password");
    expectFieldError(await signup({ email: uniqueEmail(), password: ["correct horse"] }), "password");
    expectFieldError(
      await signup({ email: uniqueEmail(), password: "correct horse", displayName: 7 }),
      "displayName",
    );
    expectFieldError(await signup({ email: { $ne: null }, password: "correct horse" }), "email");
  });

  it("a body that is not an object is a 400", async () => {
    for (const payload of ["null", "[]", '"text"', "42"]) {
      const res = await call(t.app, {
        method: "POST",
        url: "/api/auth/signup",
        payload,
        headers: { "content-type": "application/json" },
      });
      expectError(res, 400, "VALIDATION_ERROR");
    }
  });

  it("over-long email, password and display name are 400s on their fields", async () => {
    expectFieldError(await signup({ email: `${"a".repeat(250)}@b.com`, password: "correct horse" }), "email");
    expectFieldError(await signup({ email: uniqueEmail(), password: "p".repeat(257) }), "password");
    const longName = { email: uniqueEmail(), password: "correct horse", displayName: "n".repeat(81) };
    expectFieldError(await signup(longName), "displayName");
  });
});

describe("POST /auth/signup: secrets at rest", () => {
  it("stores the password as an argon2id hash, never the password", async () => {
    const email = uniqueEmail();
    await signup({ email, password: "correct horse" });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row!.passwordHash.startsWith("$argon2id$")).toBe(true);
    expect(row!.passwordHash).not.toContain("correct horse");
  });

  it("stores the bearer token only as its SHA-256 hash", async () => {
    const res = await signup({ email: uniqueEmail(), password: "correct horse" });
    const { token, user } = res.json().data as { token: string; user: { id: string } };
    const rows = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
  });

  it("mails a verification link to the normalised address and stores only that token's hash", async () => {
    const email = uniqueEmail();
    const res = await signup({ email: ` ${email.toUpperCase()} `, password: "correct horse" });
    const token = await latestMailedToken(t.database.db, email);
    expect(token).not.toBe(res.json().data.token);
    const rows = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, res.json().data.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
  });
});
