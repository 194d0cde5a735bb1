import { DEFAULT_PREFS, type UserPrefs } from "@recall/shared";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../src/db/schema/index";
import { type SignedUpUser, signUpUser } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, expectError, expectFieldError, userOf } from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getMe = (headers: Record<string, string> = {}) =>
  call(t.app, { method: "GET", url: "/api/auth/me", headers });
const patchMe = (u: SignedUpUser, payload: unknown) =>
  call(t.app, { method: "PATCH", url: "/api/auth/me", headers: u.auth, payload: payload as object });

describe("GET /auth/me (requirements S7: current user)", () => {
  it("answers data.user for the bearer token's user", async () => {
    const u = await signUpUser(t.app, { displayName: "Grace" });
    const user = userOf(await getMe(u.auth));
    expect(user).toMatchObject({ id: u.id, email: u.email, displayName: "Grace", prefs: DEFAULT_PREFS });
  });

  it("requirements S4/S8 without a token it is a 401 that sends the browser to /login", async () => {
    expect(expectError(await getMe(), 401, "UNAUTHORIZED").message).toBe("Authentication required");
  });

  it("only the Bearer scheme is accepted, case-insensitively", async () => {
    const u = await signUpUser(t.app);
    expect((await getMe({ authorization: `bearer ${u.token}` })).statusCode).toBe(200);
    expectError(await getMe({ authorization: `Basic ${u.token}` }), 401, "UNAUTHORIZED");
    expectError(await getMe({ authorization: "Bearer" }), 401, "UNAUTHORIZED");
    expectError(await getMe({ authorization: `Bearer ${u.token} extra` }), 401, "UNAUTHORIZED");
    expectError(await getMe({ authorization: u.token }), 401, "UNAUTHORIZED");
  });
});

describe("PATCH /auth/me (requirements S7: settings save reads `user`, language update reads `data.user`)", () => {
  const fullPrefs: UserPrefs = {
    uiSounds: false,
    autoRead: true,
    customLanguage: "bg",
    glossaryTermCount: 12,
    mcqDelay: 5,
    mcqPreference: 80,
    dailySessions: 3,
    sessionLengthMin: 30,
  };

  it("saves the full prefs from the settings modal and answers both `user` and `data.user`", async () => {
    const u = await signUpUser(t.app);
    const res = await patchMe(u, { prefs: fullPrefs });
    expect(res.statusCode).toBe(200);
    const root = userOf(res, "root");
    const data = userOf(res, "data");
    expect(root).toEqual(data);
    expect(root.prefs).toEqual(fullPrefs);
    expect(userOf(await getMe(u.auth)).prefs).toEqual(fullPrefs);
  });

  it("a language-only update (prefs.customLanguage) keeps every other pref", async () => {
    const u = await signUpUser(t.app);
    await patchMe(u, { prefs: fullPrefs });
    const res = await patchMe(u, { prefs: { customLanguage: "de" } });
    expect(userOf(res).prefs).toEqual({ ...fullPrefs, customLanguage: "de" });
  });

  it("customLanguage null switches back to English (the default)", async () => {
    const u = await signUpUser(t.app);
    await patchMe(u, { prefs: { customLanguage: "es" } });
    const res = await patchMe(u, { prefs: { customLanguage: null } });
    expect(userOf(res).prefs.customLanguage).toBeNull();
  });

  it("updates display name (blank clears it) and time zone (requirements S2 profile panel)", async () => {
    const u = await signUpUser(t.app);
    const res = await patchMe(u, { displayName: "  Lin  ", timezone: "America/New_York" });
    expect(userOf(res)).toMatchObject({ displayName: "Lin", timezone: "America/New_York" });
    expect(userOf(await patchMe(u, { displayName: "" })).displayName).toBeNull();
    expect(userOf(await patchMe(u, { displayName: "Lin" })).displayName).toBe("Lin");
    expect(userOf(await patchMe(u, { displayName: null })).displayName).toBeNull();
  });

  it("an empty patch changes nothing and still answers the user", async () => {
    const u = await signUpUser(t.app);
    const before = userOf(await getMe(u.auth));
    const res = await patchMe(u, {});
    expect(userOf(res, "root")).toEqual(before);
    expect(userOf(res, "data")).toEqual(before);
  });

  it("only changes the caller: another user's prefs are untouched", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await patchMe(a, { prefs: fullPrefs });
    expect(userOf(await getMe(b.auth)).prefs).toEqual(DEFAULT_PREFS);
  });

  it("unknown fields are a 400 naming each one (email, password and flags cannot be patched)", async () => {
    const u = await signUpUser(t.app);
    for (const field of ["email", "passwordHash", "emailVerified", "isSystem", "id"]) {
      const message = expectFieldError(await patchMe(u, { [field]: "x" }), field);
      expect(message).toBe("is not an allowed field");
    }
    expectFieldError(await patchMe(u, { prefs: { theme: "dark" } }), "prefs.theme");
    const [row] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(row!.email).toBe(u.email);
    expect(row!.emailVerifiedAt).toBeNull();
  });

  it("a rejected patch changes nothing, not even its valid parts", async () => {
    const u = await signUpUser(t.app);
    expectFieldError(await patchMe(u, { displayName: "New", prefs: { mcqDelay: 0 } }), "prefs.mcqDelay");
    const me = userOf(await getMe(u.auth));
    expect(me.displayName).toBe("Test User");
    expect(me.prefs).toEqual(DEFAULT_PREFS);
  });

  it("requirements S4 requires a token", async () => {
    const res = await call(t.app, {
      method: "PATCH",
      url: "/api/auth/me",
      payload: { prefs: { mcqDelay: 4 } },
    });
    expectError(res, 401, "UNAUTHORIZED");
  });
});

describe("POST /auth/accept-guidelines", () => {
  it("marks the AI content guidelines accepted and answers data.user", async () => {
    const u = await signUpUser(t.app);
    expect(userOf(await getMe(u.auth)).guidelinesAccepted).toBe(false);
    const res = await call(t.app, { method: "POST", url: "/api/auth/accept-guidelines", headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(userOf(res).guidelinesAccepted).toBe(true);
    expect(userOf(await getMe(u.auth)).guidelinesAccepted).toBe(true);
  });

  it("is idempotent: accepting again keeps the first acceptance time", async () => {
    const u = await signUpUser(t.app);
    await call(t.app, { method: "POST", url: "/api/auth/accept-guidelines", headers: u.auth });
    const [first] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    const again = await call(t.app, { method: "POST", url: "/api/auth/accept-guidelines", headers: u.auth });
    expect(userOf(again).guidelinesAccepted).toBe(true);
    const [second] = await t.database.db.select().from(users).where(eq(users.id, u.id));
    expect(second!.guidelinesAcceptedAt).toEqual(first!.guidelinesAcceptedAt);
  });

  it("accepts an empty JSON object body too", async () => {
    const u = await signUpUser(t.app);
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/accept-guidelines",
      headers: u.auth,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
  });

  it("requirements S4 requires a token", async () => {
    expectError(
      await call(t.app, { method: "POST", url: "/api/auth/accept-guidelines" }),
      401,
      "UNAUTHORIZED",
    );
  });
});
