import { eq } from "drizzle-orm";
import { accountTokens, authTokens } from "../../src/db/schema/index";
import { hashToken, newToken } from "../../src/lib/tokens";
import type { SignedUpUser } from "../helpers/factories";
import type { TestApp } from "../helpers/test-app";

/** Mailed account links and a second sign-in of the owner, made directly: the routes that mail them are rate-limited per address. */
export async function accountLinks(t: TestApp, user: SignedUpUser) {
  const resetToken = newToken();
  const emailChangeToken = newToken();
  const expiresAt = new Date(Date.now() + 3_600_000);
  await t.database.db.insert(accountTokens).values([
    { userId: user.id, purpose: "password_reset", tokenHash: hashToken(resetToken), expiresAt },
    {
      userId: user.id,
      purpose: "email_change",
      newEmail: user.email,
      tokenHash: hashToken(emailChangeToken),
      expiresAt,
    },
  ]);
  const login = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email: user.email, password: user.password },
  });
  const [signIn] = await t.database.db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashToken(login.json().data.token as string)));
  return { resetToken, emailChangeToken, signInId: signIn!.id };
}
