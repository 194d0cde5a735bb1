import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { authTokens } from "../../src/db/schema/index";
import { LAST_USED_GRANULARITY_MS } from "../../src/lib/auth";
import { type SignedUpUser, signUpUser, uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { bearer, call, expectError, expectFieldError, latestLinkToken, mailsTo, userOf } from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: "https://recall.example" });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const FIREFOX_LINUX = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

/** Signs the user in once more (another device); returns that sign-in's bearer header. */
async function signInAgain(u: SignedUpUser, userAgent = FIREFOX_LINUX) {
  const res = await call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    payload: { email: u.email, password: u.password },
    headers: { "user-agent": userAgent },
  });
  return bearer(res.json().data.token as string);
}
const me = (headers: { authorization: string }) =>
  call(t.app, { method: "GET", url: "/api/auth/me", headers });
const post = (url: string, headers: { authorization: string }, payload?: object) =>
  call(t.app, { method: "POST", url, headers, ...(payload ? { payload } : {}) });
const signIns = async (headers: { authorization: string }) =>
  (await call(t.app, { method: "GET", url: "/api/auth/sign-ins", headers })).json().data as {
    id: string;
    browser: string;
    system: string;
    createdAt: string;
    lastUsedAt: string | null;
    current: boolean;
  }[];

describe("POST /auth/change-password", () => {
  it("needs the current password: a wrong one is a 400 on currentPassword and changes nothing", async () => {
    const u = await signUpUser(t.app);
    const other = await signInAgain(u);
    const res = await post("/api/auth/change-password", u.auth, {
      currentPassword: "not my password",
      newPassword: "a new secret here",
    });
    expect(expectError(res, 400, "BAD_REQUEST").fields?.currentPassword).toBe("The password is not correct.");
    expect((await me(other)).statusCode).toBe(200);
    expect(await mailsTo(t.database.db, u.email, "password was changed")).toHaveLength(0);
  });

  it("changes it, keeps this sign-in, revokes the others and mails a notice", async () => {
    const u = await signUpUser(t.app);
    const other = await signInAgain(u);
    const res = await post("/api/auth/change-password", u.auth, {
      currentPassword: u.password,
      newPassword: "a new secret here",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().revoked).toBe(1);
    expect((await me(u.auth)).statusCode).toBe(200);
    expectError(await me(other), 401, "UNAUTHORIZED");
    const login = (password: string) =>
      call(t.app, { method: "POST", url: "/api/auth/login", payload: { email: u.email, password } });
    expectError(await login(u.password), 401, "UNAUTHORIZED");
    expect((await login("a new secret here")).statusCode).toBe(200);
    expect(await mailsTo(t.database.db, u.email, "Your Recall password was changed")).toHaveLength(1);
  });

  it("the new password follows the signup rule (400 on newPassword)", async () => {
    const u = await signUpUser(t.app);
    const res = await post("/api/auth/change-password", u.auth, {
      currentPassword: u.password,
      newPassword: "short",
    });
    expect(expectFieldError(res, "newPassword")).toBe("Password must be at least 8 characters");
  });

  it("without a token it is a 401", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/change-password",
      payload: { currentPassword: "x", newPassword: "yyyyyyyy" },
    });
    expectError(res, 401, "UNAUTHORIZED");
  });
});

describe("change of email address", () => {
  it("mails a link to the new address; the address changes only when it is opened; the old one gets a notice", async () => {
    const u = await signUpUser(t.app);
    const newEmail = uniqueEmail("moved");
    const res = await post("/api/auth/change-email", u.auth, { newEmail, password: u.password });
    expect(res.statusCode).toBe(200);
    expect(userOf(await me(u.auth)).email).toBe(u.email);
    const token = await latestLinkToken(t.database.db, newEmail, "confirm-email");
    expect(await mailsTo(t.database.db, u.email, "email address was changed")).toHaveLength(0);

    const confirmed = await call(t.app, {
      method: "POST",
      url: "/api/auth/confirm-email",
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    const user = userOf(await me(u.auth));
    expect(user.email).toBe(newEmail);
    expect(user.emailVerified).toBe(true);
    const [notice] = await mailsTo(t.database.db, u.email, "Your Recall email address was changed");
    expect(notice!.text).toContain(newEmail);

    const again = await call(t.app, { method: "POST", url: "/api/auth/confirm-email", payload: { token } });
    expect(expectError(again, 400, "BAD_REQUEST").fields?.token).toBe(
      "This confirmation link has already been used.",
    );
  });

  it("a wrong password or a taken address refuses and mails nothing", async () => {
    const u = await signUpUser(t.app);
    const taken = await signUpUser(t.app);
    const wrong = await post("/api/auth/change-email", u.auth, {
      newEmail: uniqueEmail(),
      password: "wrong one",
    });
    expect(expectError(wrong, 400, "BAD_REQUEST").fields?.password).toBe("The password is not correct.");
    const before = (await mailsTo(t.database.db, taken.email)).length;
    expectError(
      await post("/api/auth/change-email", u.auth, { newEmail: taken.email, password: u.password }),
      409,
      "CONFLICT",
    );
    expect(await mailsTo(t.database.db, taken.email)).toHaveLength(before);
    expectFieldError(
      await post("/api/auth/change-email", u.auth, { newEmail: "nope", password: u.password }),
      "newEmail",
    );
  });

  it("an expired link says so and changes nothing (fake clock)", async () => {
    const u = await signUpUser(t.app);
    const newEmail = uniqueEmail("late");
    await post("/api/auth/change-email", u.auth, { newEmail, password: u.password });
    const token = await latestLinkToken(t.database.db, newEmail, "confirm-email");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + (t.config.EMAIL_TOKEN_TTL_HOURS + 1) * 3_600_000);
    const res = await call(t.app, { method: "POST", url: "/api/auth/confirm-email", payload: { token } });
    expect(expectError(res, 400, "BAD_REQUEST").fields?.token).toBe(
      "This confirmation link has expired. Change your email again.",
    );
    vi.useRealTimers();
    expect(userOf(await me(u.auth)).email).toBe(u.email);
  });

  it("an address taken after the link was sent is a 409 when it is opened", async () => {
    const u = await signUpUser(t.app);
    const newEmail = uniqueEmail("race");
    await post("/api/auth/change-email", u.auth, { newEmail, password: u.password });
    const token = await latestLinkToken(t.database.db, newEmail, "confirm-email");
    await signUpUser(t.app, { email: newEmail });
    const res = await call(t.app, { method: "POST", url: "/api/auth/confirm-email", payload: { token } });
    expectError(res, 409, "CONFLICT");
    expect(userOf(await me(u.auth)).email).toBe(u.email);
  });
});

describe("active sign-ins", () => {
  it("lists each sign-in with browser and system from its user agent, created, last used, and the current one", async () => {
    const u = await signUpUser(t.app);
    const phone = await signInAgain(u, SAFARI_IPHONE);
    await me(phone);
    const list = await signIns(u.auth);
    expect(list).toHaveLength(2);
    const current = list.find((s) => s.current)!;
    const other = list.find((s) => !s.current)!;
    expect(other).toMatchObject({ browser: "Safari", system: "iOS" });
    expect(other.lastUsedAt).not.toBeNull();
    expect(Date.parse(current.createdAt)).toBeGreaterThan(0);
    expect((await signIns(phone)).find((s) => s.current)!.id).toBe(other.id);
  });

  it("last used is refreshed once it is older than the granularity (fake clock)", async () => {
    const u = await signUpUser(t.app);
    await me(u.auth);
    const [row] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, u.id));
    const first = row!.lastUsedAt!.getTime();
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(first + LAST_USED_GRANULARITY_MS / 2);
    await me(u.auth);
    let [again] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, u.id));
    expect(again!.lastUsedAt!.getTime()).toBe(first);
    vi.setSystemTime(first + LAST_USED_GRANULARITY_MS + 1000);
    await me(u.auth);
    [again] = await t.database.db.select().from(authTokens).where(eq(authTokens.userId, u.id));
    expect(again!.lastUsedAt!.getTime()).toBeGreaterThan(first);
  });

  it("'Sign out' on one sign-in revokes only it; another user's sign-in is a 404 and stays", async () => {
    const u = await signUpUser(t.app);
    const laptop = await signInAgain(u);
    const target = (await signIns(u.auth)).find((s) => !s.current)!;
    const intruder = await signUpUser(t.app);
    const url = `/api/auth/sign-ins/${target.id}`;
    expectError(await call(t.app, { method: "DELETE", url, headers: intruder.auth }), 404, "NOT_FOUND");
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await call(t.app, { method: "DELETE", url, headers: u.auth })).statusCode).toBe(200);
    expectError(await me(laptop), 401, "UNAUTHORIZED");
    expect((await me(u.auth)).statusCode).toBe(200);
    expectError(await call(t.app, { method: "DELETE", url, headers: u.auth }), 404, "NOT_FOUND");
    expectFieldError(
      await call(t.app, { method: "DELETE", url: "/api/auth/sign-ins/nope", headers: u.auth }),
      "id",
    );
  });

  it("'Sign out everywhere else' keeps only the current sign-in", async () => {
    const u = await signUpUser(t.app);
    const a = await signInAgain(u);
    const b = await signInAgain(u, SAFARI_IPHONE);
    const res = await post("/api/auth/sign-ins/revoke-others", u.auth);
    expect(res.json().revoked).toBe(2);
    expectError(await me(a), 401, "UNAUTHORIZED");
    expectError(await me(b), 401, "UNAUTHORIZED");
    expect(await signIns(u.auth)).toHaveLength(1);
  });
});

describe("rate limits on the account routes that mail or check a password", () => {
  it("AUTH_RATE_LIMIT per user on change-email: the 3rd in a minute is a 429 and mails nothing", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: "2" });
    try {
      const u = await signUpUser(limited.app);
      const ask = (newEmail: string) =>
        call(limited.app, {
          method: "POST",
          url: "/api/auth/change-email",
          headers: u.auth,
          payload: { newEmail, password: u.password },
        });
      await ask(uniqueEmail());
      await ask(uniqueEmail());
      const third = uniqueEmail();
      expectError(await ask(third), 429, "RATE_LIMITED");
      expect(await mailsTo(limited.database.db, third)).toHaveLength(0);
    } finally {
      await limited.close();
    }
  });
});
