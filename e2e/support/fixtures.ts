import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { type APIRequestContext, test as base, expect, type Page } from "@playwright/test";
import { mailDir } from "../../playwright.config";

export const AUTH_STORAGE_KEY = "recall-auth";

export interface TestUser {
  email: string;
  password: string;
  displayName: string;
  token: string;
  user: { id: string; email: string; displayName: string | null; emailVerified: boolean };
}

export function uniqueEmail(prefix = "e2e"): string {
  return `${prefix}-${Date.now()}-${randomBytes(3).toString("hex")}@example.com`;
}

/**
 * Creates an account through the API (fast set-up for tests that are not about signing up). The email
 * is verified through the mailed link unless `verified` is false (every AI call needs a verified email).
 */
export async function signUpViaApi(
  request: APIRequestContext,
  opts: { displayName?: string; verified?: boolean } = {},
): Promise<TestUser> {
  const email = uniqueEmail();
  const password = "correct horse battery";
  const displayName = opts.displayName ?? "E2E Learner";
  const res = await request.post("/api/auth/signup", { data: { email, password, displayName } });
  expect(res.status(), await res.text()).toBe(201);
  const body = await res.json();
  const user = body.data.user as TestUser["user"];
  if (opts.verified !== false) {
    const token = (await readVerificationLink(email)).split("/").pop();
    const verified = await request.get(`/api/auth/verify-email/${token}`);
    expect(verified.status(), await verified.text()).toBe(200);
    user.emailVerified = true;
  }
  return { email, password, displayName, token: body.data.token, user };
}

/** Signs the browser in by writing the persisted auth state, as the app itself does after login. */
export async function signInBrowser(page: Page, user: TestUser): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      if (!window.localStorage.getItem(key as string))
        window.localStorage.setItem(key as string, value as string);
    },
    [
      AUTH_STORAGE_KEY,
      JSON.stringify({ state: { user: user.user, token: user.token, isAuthenticated: true }, version: 0 }),
    ],
  );
}

/** The newest mail sent to `to`, waiting until it arrives. */
export async function readMail(to: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      () => {
        const files = readdirSync(mailDir).sort().reverse();
        for (const f of files) {
          const mail = JSON.parse(readFileSync(path.join(mailDir, f), "utf8")) as {
            to: string[];
            raw: string;
          };
          if (mail.to.includes(to.toLowerCase())) {
            found = mail.raw;
            return true;
          }
        }
        return false;
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The verification link in the newest mail to `to` (quoted-printable soft breaks undone). */
export async function readVerificationLink(to: string): Promise<string> {
  const raw = (await readMail(to)).replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /https?:\/\/[^\s"<>]+\/verify-email\/[A-Za-z0-9_-]+/.exec(raw);
  if (!match) throw new Error(`no verification link in mail to ${to}`);
  return match[0];
}

export const test = base;
export { expect };
