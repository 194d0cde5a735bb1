import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { users } from "../../src/db/schema/index";
import type { App } from "../../src/lib/http";
import { databaseOf } from "./test-app";

let counter = 0;
export function uniqueEmail(prefix = "user"): string {
  counter += 1;
  return `${prefix}-${counter}-${randomBytes(3).toString("hex")}@example.com`;
}

export interface SignedUpUser {
  id: string;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** Signs a user up through the API, as a real client would. */
export async function signUpUser(
  app: App,
  opts: { email?: string; password?: string; displayName?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "correct horse battery";
  const res = await app.inject({
    method: "POST",
    url: "/api/auth/signup",
    payload: { email, password, displayName: opts.displayName ?? "Test User" },
  });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { data: { user: { id: string }; token: string } };
  return {
    id: body.data.user.id,
    email,
    password,
    token: body.data.token,
    auth: { authorization: `Bearer ${body.data.token}` },
  } satisfies SignedUpUser;
}

/** Marks the user's email verified, as opening the mailed link would (AI calls need it). */
export async function verifyEmailOf(app: App, user: { id: string }): Promise<void> {
  await databaseOf(app).db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
}
