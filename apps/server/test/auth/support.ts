import { ErrorResponse, User } from "@recall/shared";
import { desc, eq } from "drizzle-orm";
import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { Database } from "../../src/db/client";
import { emailOutbox } from "../../src/db/schema/index";
import type { App } from "../../src/lib/http";

/**
 * Injects a request and checks what every response must keep: never a 5xx, and every error in the
 * `{ error: { code, message, fields? } }` envelope the web client reads.
 */
export async function call(app: App, opts: InjectOptions): Promise<LightMyRequestResponse> {
  const res = await app.inject(opts);
  const where = `${opts.method ?? "GET"} ${opts.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) expect(ErrorResponse.safeParse(res.json()).success, where).toBe(true);
  return res;
}

/** Asserts status and stable code; returns the parsed error for further checks. */
export function expectError(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const { error } = ErrorResponse.parse(res.json());
  expect(error.code).toBe(code);
  return error;
}

/** Asserts a 400 VALIDATION_ERROR that names `field`; returns that field's message. */
export function expectFieldError(res: LightMyRequestResponse, field: string): string {
  const error = expectError(res, 400, "VALIDATION_ERROR");
  expect(error.fields, res.body).toHaveProperty([field]);
  expect(error.message).toContain(field);
  return error.fields![field]!;
}

/** Parses `data.user` (and checks it is the public shape: no hash or internal columns). */
export function userOf(res: LightMyRequestResponse, key: "data" | "root" = "data") {
  const body = res.json();
  const raw = key === "data" ? body.data.user : body.user;
  expect(Object.keys(raw).sort()).toEqual(Object.keys(User.shape).sort());
  return User.parse(raw);
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every verification token mailed to `email`, newest first, read from the outbox (the local mailbox). */
export async function mailedTokens(db: Database, email: string): Promise<string[]> {
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt));
  return mails.map((mail) => {
    const match = /\/verify-email\/([A-Za-z0-9_-]+)/.exec(mail.text);
    if (!match?.[1]) throw new Error(`no verification link in mail: ${mail.text}`);
    return match[1];
  });
}

export async function latestMailedToken(db: Database, email: string): Promise<string> {
  const [token] = await mailedTokens(db, email);
  if (!token) throw new Error(`no mail to ${email}`);
  return token;
}

/** The mails to `email` whose subject contains `subject`, newest first, read from the outbox. */
export async function mailsTo(db: Database, email: string, subject = "") {
  const mails = await db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, email))
    .orderBy(desc(emailOutbox.createdAt));
  return mails.filter((m) => m.subject.includes(subject));
}

/** The token of the newest mailed link `/<page>/<token>` to `email` (reset-password, confirm-email). */
export async function latestLinkToken(db: Database, email: string, page: string): Promise<string> {
  for (const mail of await mailsTo(db, email)) {
    const match = new RegExp(`/${page}/([A-Za-z0-9_-]+)`).exec(mail.text);
    if (match?.[1]) return match[1];
  }
  throw new Error(`no /${page}/ link mailed to ${email}`);
}
