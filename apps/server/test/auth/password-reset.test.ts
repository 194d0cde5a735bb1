import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { accountTokens, users } from "../../src/db/schema/index";
import { hashToken } from "../../src/lib/tokens";
import { FORGOT_PASSWORD_MESSAGE } from "../../src/modules/auth/password-reset.routes";
import { RESET_MAIL_COOLDOWN_MS } from "../../src/modules/auth/password-reset.service";
import { signUpUser, uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, expectError, expectFieldError, latestLinkToken, mailsTo, userOf } from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: "https://recall.example" });
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});

/** Asks for a reset link and waits for the background mail, so the outbox can be read right after. */
const forgot = async (email: string, remoteAddress = "127.0.0.1") => {
  const res = await call(t.app, {
    method: "POST",
    url: "/api/auth/forgot-password",
    payload: { email },
    remoteAddress,
  });
  await t.app.background.settled();
  return res;
};
const reset = (token: string, password: string) =>
  call(t.app, { method: "POST", url: "/api/auth/reset-password", payload: { token, password } });
const me = (authorization: string) =>
  call(t.app, { method: "GET", url: "/api/auth/me", headers: { authorization } });
const login = (email: string, password: string) =>
  call(t.app, { method: "POST", url: "/api/auth/login", payload: { email, password } });
const pastCooldown = (email: string) =>
  t.database.db
    .update(users)
    .set({ resetMailedAt: new Date(Date.now() - RESET_MAIL_COOLDOWN_MS - 1000) })
    .where(eq(users.email, email));

describe("POST /auth/forgot-password", () => {
  it("mails a link to APP_URL/reset-password/<token> that says it works once for one hour", async () => {
    const u = await signUpUser(t.app);
    const res = await forgot(u.email);
    expect(res.statusCode).toBe(200);
    const [mail] = await mailsTo(t.database.db, u.email, "Reset your Recall password");
    const token = await latestLinkToken(t.database.db, u.email, "reset-password");
    expect(mail!.text).toContain(`https://recall.example/reset-password/${token}`);
    expect(mail!.text).toContain("expires in one hour");
  });

  it("stores only the token's hash", async () => {
    const u = await signUpUser(t.app);
    await forgot(u.email);
    const token = await latestLinkToken(t.database.db, u.email, "reset-password");
    const rows = await t.database.db.select().from(accountTokens).where(eq(accountTokens.userId, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("answers an unknown address with the same status, body and headers shape, and mails nothing", async () => {
    const u = await signUpUser(t.app);
    const ghost = uniqueEmail("ghost");
    const known = await forgot(u.email);
    const unknown = await forgot(ghost);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_MESSAGE });
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(known.headers).sort());
    expect(await mailsTo(t.database.db, ghost)).toHaveLength(0);
  });

  it("known and unknown addresses take the same path: one background task, nothing awaited", async () => {
    const u = await signUpUser(t.app);
    const run = vi.spyOn(t.app.background, "run");
    try {
      await forgot(u.email);
      await forgot(uniqueEmail("ghost"));
      expect(run.mock.calls.map((c) => c[0])).toEqual(["password reset mail", "password reset mail"]);
    } finally {
      run.mockRestore();
    }
  });

  it("per address: a second request within the cooldown is answered alike and sends no second mail", async () => {
    const u = await signUpUser(t.app);
    const first = await forgot(u.email);
    const second = await forgot(u.email);
    expect(second.body).toBe(first.body);
    expect(await mailsTo(t.database.db, u.email, "Reset")).toHaveLength(1);
    await pastCooldown(u.email);
    await forgot(u.email);
    expect(await mailsTo(t.database.db, u.email, "Reset")).toHaveLength(2);
  });

  it("a bad address is a 400 naming email, and nothing is sent", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/forgot-password",
      payload: { email: "nope" },
    });
    expectFieldError(res, "email");
  });
});

describe("POST /auth/reset-password", () => {
  it("sets the password, signs in, revokes every other sign-in and mails a notice", async () => {
    const u = await signUpUser(t.app);
    const other = (await login(u.email, u.password)).json().data.token as string;
    await forgot(u.email);
    const token = await latestLinkToken(t.database.db, u.email, "reset-password");

    const res = await reset(token, "a brand new secret");
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.token as string;
    expect(userOf(res).email).toBe(u.email);

    expect((await me(`Bearer ${fresh}`)).statusCode).toBe(200);
    expectError(await me(u.auth.authorization), 401, "UNAUTHORIZED");
    expectError(await me(`Bearer ${other}`), 401, "UNAUTHORIZED");
    expectError(await login(u.email, u.password), 401, "UNAUTHORIZED");
    expect((await login(u.email, "a brand new secret")).statusCode).toBe(200);
    expect(await mailsTo(t.database.db, u.email, "Your Recall password was changed")).toHaveLength(1);
  });

  it("a link works once: the second use says it was used and changes nothing", async () => {
    const u = await signUpUser(t.app);
    await forgot(u.email);
    const token = await latestLinkToken(t.database.db, u.email, "reset-password");
    expect((await reset(token, "first new secret")).statusCode).toBe(200);
    const again = expectError(await reset(token, "second new secret"), 400, "BAD_REQUEST");
    expect(again.fields?.token).toBe("This reset link has already been used. Request a new one.");
    expect((await login(u.email, "first new secret")).statusCode).toBe(200);
  });

  it("a link older than one hour says it expired and changes nothing (fake clock)", async () => {
    const u = await signUpUser(t.app);
    await forgot(u.email);
    const token = await latestLinkToken(t.database.db, u.email, "reset-password");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61 * 60_000);
    const res = expectError(await reset(token, "too late secret"), 400, "BAD_REQUEST");
    expect(res.fields?.token).toBe("This reset link has expired. Request a new one.");
    vi.useRealTimers();
    expect((await login(u.email, u.password)).statusCode).toBe(200);
  });

  it("a link still works at 59 minutes (fake clock)", async () => {
    const u = await signUpUser(t.app);
    await forgot(u.email);
    const token = await latestLinkToken(t.database.db, u.email, "reset-password");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 59 * 60_000);
    expect((await reset(token, "just in time")).statusCode).toBe(200);
  });

  it("a newer link replaces the older one", async () => {
    const u = await signUpUser(t.app);
    await forgot(u.email);
    const older = await latestLinkToken(t.database.db, u.email, "reset-password");
    await pastCooldown(u.email);
    await forgot(u.email);
    const newer = await latestLinkToken(t.database.db, u.email, "reset-password");
    expect(newer).not.toBe(older);
    expectError(await reset(older, "from the old link"), 400, "BAD_REQUEST");
    expect((await reset(newer, "from the new link")).statusCode).toBe(200);
  });

  it("an unknown token is a 400 on token; a short password is a 400 on password and uses no link", async () => {
    const unknown = expectError(await reset("not-a-real-token", "long enough secret"), 400, "BAD_REQUEST");
    expect(unknown.fields?.token).toBe("This reset link is not valid. Request a new one.");
    const u = await signUpUser(t.app);
    await forgot(u.email);
    const token = await latestLinkToken(t.database.db, u.email, "reset-password");
    expect(expectFieldError(await reset(token, "short"), "password")).toBe(
      "Password must be at least 8 characters",
    );
    expect((await reset(token, "long enough now")).statusCode).toBe(200);
  });
});

describe("rate limits per client", () => {
  it("AUTH_RATE_LIMIT applies to forgot-password and reset-password per client address", async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT: "2" });
    try {
      const ask = () =>
        call(limited.app, {
          method: "POST",
          url: "/api/auth/forgot-password",
          payload: { email: uniqueEmail() },
          remoteAddress: "10.9.0.1",
        });
      await ask();
      await ask();
      expectError(await ask(), 429, "RATE_LIMITED");
      const other = await call(limited.app, {
        method: "POST",
        url: "/api/auth/forgot-password",
        payload: { email: uniqueEmail() },
        remoteAddress: "10.9.0.2",
      });
      expect(other.statusCode).toBe(200);
      const tryReset = () =>
        call(limited.app, {
          method: "POST",
          url: "/api/auth/reset-password",
          payload: { token: "x", password: "long enough secret" },
          remoteAddress: "10.9.0.3",
        });
      await tryReset();
      await tryReset();
      expectError(await tryReset(), 429, "RATE_LIMITED");
      await limited.app.background.settled();
    } finally {
      await limited.close();
    }
  });
});
