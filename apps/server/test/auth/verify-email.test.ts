import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { emailOutbox, emailVerificationTokens, users } from "../../src/db/schema/index";
import { hashToken } from "../../src/lib/tokens";
import { signUpUser, uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, expectError, expectFieldError, latestMailedToken, mailedTokens, userOf } from "./support";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_URL: "https://recall.example/" });
});
afterAll(() => t.close());

const verify = (token: string) => call(t.app, { method: "GET", url: `/api/auth/verify-email/${token}` });
/** Resends and waits for the background mail, so the outbox can be read right after. */
const resend = async (payload: unknown) => {
  const res = await call(t.app, {
    method: "POST",
    url: "/api/auth/resend-verification",
    payload: payload as object,
  });
  await t.app.background.settled();
  return res;
};
/** Moves the address's last mail out of the resend cooldown. */
const pastCooldown = (email: string) =>
  t.database.db
    .update(users)
    .set({ verificationMailedAt: new Date(Date.now() - 61_000) })
    .where(eq(users.email, email));
const emailVerified = async (auth: { authorization: string }) =>
  userOf(await call(t.app, { method: "GET", url: "/api/auth/me", headers: auth })).emailVerified;

const VERIFIED = "Your email is verified. You can now log in.";
const RESENT = "If that account exists and is not verified yet, a new link is on its way.";

describe("GET /auth/verify-email/{token} (requirements S2 verification screen, requirements S7 answer: message or error.message)", () => {
  it("the signup mail links to APP_URL/verify-email/<token> and says when it expires", async () => {
    const u = await signUpUser(t.app);
    const [mail] = await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, u.email));
    const token = await latestMailedToken(t.database.db, u.email);
    expect(mail!.text).toContain(`https://recall.example/verify-email/${token}`);
    expect(mail!.text).toContain("48 hours");
    expect(mail!.html).toContain(`href="https://recall.example/verify-email/${token}"`);
  });

  it("the mailed token verifies (200 with a message) and /auth/me then shows emailVerified true", async () => {
    const u = await signUpUser(t.app);
    expect(await emailVerified(u.auth)).toBe(false);
    const res = await verify(await latestMailedToken(t.database.db, u.email));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: VERIFIED });
    expect(await emailVerified(u.auth)).toBe(true);
  });

  it("needs no sign-in (requirements S6: verification is an anonymous page)", async () => {
    const u = await signUpUser(t.app);
    const res = await call(t.app, {
      method: "GET",
      url: `/api/auth/verify-email/${await latestMailedToken(t.database.db, u.email)}`,
      headers: { authorization: "Bearer not-a-token" },
    });
    expect(res.statusCode).toBe(200);
  });

  it('is single use: the second click is a 400 "already been used"', async () => {
    const u = await signUpUser(t.app);
    const token = await latestMailedToken(t.database.db, u.email);
    await verify(token);
    const error = expectError(await verify(token), 400, "BAD_REQUEST");
    expect(error.message).toBe("This verification link has already been used.");
  });

  it("an expired token is a 400 that says so, and the email stays unverified", async () => {
    const u = await signUpUser(t.app);
    const token = await latestMailedToken(t.database.db, u.email);
    await t.database.db
      .update(emailVerificationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerificationTokens.tokenHash, hashToken(token)));
    const error = expectError(await verify(token), 400, "BAD_REQUEST");
    expect(error.message).toBe("This verification link has expired. Request a new one.");
    expect(await emailVerified(u.auth)).toBe(false);
  });

  it("a garbage token is a 400 with the requirements S8 verification failure message", async () => {
    for (const token of ["garbage", "x".repeat(43), "%20", "..%2F..%2Fetc"]) {
      const error = expectError(await verify(token), 400, "BAD_REQUEST");
      expect(error.message).toBe("Verification failed. The link may be expired or invalid.");
    }
  });

  it("an auth (bearer) token is not a verification token", async () => {
    const u = await signUpUser(t.app);
    expectError(await verify(u.token), 400, "BAD_REQUEST");
    expect(await emailVerified(u.auth)).toBe(false);
  });

  it("a verification token lives EMAIL_TOKEN_TTL_HOURS (48 by default)", async () => {
    const u = await signUpUser(t.app);
    const [row] = await t.database.db
      .select()
      .from(emailVerificationTokens)
      .where(eq(emailVerificationTokens.userId, u.id));
    const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
    expect(Math.round(hours)).toBe(48);
  });
});

describe("POST /auth/resend-verification", () => {
  it("mails a fresh link to an unverified user, and the new link verifies", async () => {
    const u = await signUpUser(t.app);
    await pastCooldown(u.email);
    const res = await resend({ email: u.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESENT });
    const tokens = await mailedTokens(t.database.db, u.email);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect((await verify(tokens[0]!)).statusCode).toBe(200);
    expect(await emailVerified(u.auth)).toBe(true);
  });

  it("answers the same message for an unknown email, and sends nothing", async () => {
    const email = uniqueEmail("ghost");
    const res = await resend({ email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: RESENT });
    expect(await mailedTokens(t.database.db, email)).toHaveLength(0);
  });

  it("answers the same message for a verified user, and sends nothing", async () => {
    const u = await signUpUser(t.app);
    await verify(await latestMailedToken(t.database.db, u.email));
    await pastCooldown(u.email);
    const res = await resend({ email: u.email });
    expect(res.json()).toEqual({ message: RESENT });
    expect(await mailedTokens(t.database.db, u.email)).toHaveLength(1);
  });

  it("normalises the email (trim + lower case)", async () => {
    const u = await signUpUser(t.app);
    await pastCooldown(u.email);
    await resend({ email: `  ${u.email.toUpperCase()} ` });
    expect(await mailedTokens(t.database.db, u.email)).toHaveLength(2);
  });

  it("validates the body: email required and of email type, no other fields", async () => {
    expectFieldError(await resend({}), "email");
    expectFieldError(await resend({ email: "nope" }), "email");
    expectFieldError(await resend({ email: 5 }), "email");
    expectFieldError(await resend({ email: uniqueEmail(), userId: "x" }), "userId");
  });
});
