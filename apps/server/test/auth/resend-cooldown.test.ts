import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { users } from "../../src/db/schema/index";
import type { Mail, Mailer } from "../../src/lib/mailer";
import { VERIFICATION_RESEND_COOLDOWN_MS } from "../../src/modules/auth/auth.service";
import { signUpUser, uniqueEmail } from "../helpers/factories";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { call, mailedTokens } from "./support";

// Abuse and limits: a per-address cooldown on resend-verification, and an answer whose
// timing does not tell a registered address from an unknown one.

let t: TestApp;
/** Mails are recorded; while `gate` is set, sending blocks until it is released. */
const sent: Mail[] = [];
let gate: Promise<void> | null = null;
const mailer: Mailer = {
  async send(mail) {
    if (gate) await gate;
    sent.push(mail);
  },
};

beforeAll(async () => {
  t = await createTestApp({}, { mailer });
});
afterAll(() => t.close());

const resend = (email: string) =>
  call(t.app, { method: "POST", url: "/api/auth/resend-verification", payload: { email } });
const mailsTo = (email: string) => sent.filter((m) => m.to === email).length;
const backdate = (email: string, ms: number) =>
  t.database.db
    .update(users)
    .set({ verificationMailedAt: new Date(Date.now() - ms) })
    .where(eq(users.email, email));

describe("resend-verification cooldown (per address)", () => {
  it("the cooldown is 60 s", () => {
    expect(VERIFICATION_RESEND_COOLDOWN_MS).toBe(60_000);
  });

  it("eight resends in a row send one mail; the signup mail counts too", async () => {
    const u = await signUpUser(t.app);
    expect(mailsTo(u.email)).toBe(1);
    for (let i = 0; i < 8; i++) expect((await resend(u.email)).statusCode).toBe(200);
    await t.app.background.settled();
    expect(mailsTo(u.email)).toBe(1);

    await backdate(u.email, VERIFICATION_RESEND_COOLDOWN_MS + 1000);
    for (let i = 0; i < 8; i++) await resend(u.email);
    await t.app.background.settled();
    expect(mailsTo(u.email)).toBe(2);
  });

  it("ten concurrent resends after the cooldown send exactly one mail", async () => {
    const u = await signUpUser(t.app);
    await backdate(u.email, VERIFICATION_RESEND_COOLDOWN_MS + 1000);
    await Promise.all(Array.from({ length: 10 }, () => resend(u.email)));
    await t.app.background.settled();
    expect(mailsTo(u.email)).toBe(2);
  });

  it("the cooldown is per address: another address is not held back", async () => {
    const a = await signUpUser(t.app);
    const b = await signUpUser(t.app);
    await backdate(b.email, VERIFICATION_RESEND_COOLDOWN_MS + 1000);
    await resend(a.email);
    await resend(b.email);
    await t.app.background.settled();
    expect(mailsTo(a.email)).toBe(1);
    expect(mailsTo(b.email)).toBe(2);
  });
});

describe("resend-verification answers without waiting on the account", () => {
  it("answers at once for a registered address even while its mail cannot be sent", async () => {
    const u = await signUpUser(t.app);
    await backdate(u.email, VERIFICATION_RESEND_COOLDOWN_MS + 1000);
    let release!: () => void;
    gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    try {
      // The mailer is blocked: if the answer waited for the account's work, this would hang.
      const res = await resend(u.email);
      expect(res.statusCode).toBe(200);
      expect(mailsTo(u.email)).toBe(1);
    } finally {
      release();
      gate = null;
    }
    await t.app.background.settled();
    expect(mailsTo(u.email)).toBe(2);
  });

  it("registered, verified-pending and unknown addresses take the same path: one background task", async () => {
    const u = await signUpUser(t.app);
    const run = vi.spyOn(t.app.background, "run");
    try {
      const unknown = uniqueEmail("ghost");
      const a = await resend(u.email);
      const b = await resend(unknown);
      expect(a.body).toBe(b.body);
      expect(run).toHaveBeenCalledTimes(2);
      expect(run.mock.calls.map((c) => c[0])).toEqual(["resend verification", "resend verification"]);
      await t.app.background.settled();
      expect(mailsTo(unknown)).toBe(0);
      expect(await mailedTokens(t.database.db, unknown)).toHaveLength(0);
    } finally {
      run.mockRestore();
    }
  });
});
