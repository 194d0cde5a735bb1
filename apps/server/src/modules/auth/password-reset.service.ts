import { PASSWORD_RESET_TTL_MINUTES, type ResetPasswordBody } from "@recall/shared";
import type { z } from "zod";
import { badRequestOn } from "../../lib/errors";
import { hashPassword } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";
import { accountRepository as accounts } from "./account.repository";
import { authRepository as repo } from "./auth.repository";
import { type AuthDeps, appUrl, issueToken } from "./auth.service";

/** Per address: at most one reset mail in this window; further requests are answered alike and send nothing. */
export const RESET_MAIL_COOLDOWN_MS = 60_000;

/**
 * Always answers the same way, and at once: the lookup and the mail run in the background, so neither
 * the answer nor its timing tells a registered address from an unknown one (as resendVerification).
 */
export function requestPasswordReset(deps: AuthDeps, email: string): void {
  deps.background.run("password reset mail", () => mailResetIfDue(deps, email));
}

async function mailResetIfDue(deps: AuthDeps, email: string): Promise<void> {
  const user = await accounts.claimResetMail(deps.db, email, RESET_MAIL_COOLDOWN_MS);
  if (!user) return;
  const token = newToken();
  // One open link at a time: the newest mail is the one that works.
  await accounts.expireOpenTokens(deps.db, user.id, "password_reset");
  await accounts.insertAccountToken(deps.db, {
    userId: user.id,
    purpose: "password_reset",
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + PASSWORD_RESET_TTL_MINUTES * 60_000),
  });
  const link = `${appUrl(deps)}/reset-password/${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: "Reset your Recall password",
    text: `Someone asked to reset the password of your Recall account. To choose a new password, open this link: ${link}\n\nThe link works once and expires in one hour. If you did not ask for this, ignore this mail: your password stays as it is.`,
    html: `<p>Someone asked to reset the password of your Recall account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once and expires in one hour. If you did not ask for this, ignore this mail: your password stays as it is.</p>`,
  });
}

/** The notice after a password change, so an owner who did not make it learns of it. */
export async function mailPasswordChanged(deps: AuthDeps, email: string): Promise<void> {
  await deps.mailer.send({
    to: email,
    subject: "Your Recall password was changed",
    text: `The password of your Recall account was just changed, and every other sign-in was signed out. If this was not you, reset your password at ${appUrl(deps)}/forgot-password.`,
  });
}

/**
 * Sets a new password from a mailed link: the link works once and for one hour. Every sign-in of the
 * account is revoked and a new one is returned, so the person holding the link is signed in and nobody
 * else is. Opening the link proves the address, so an unverified address counts as verified.
 */
export async function resetPassword(
  deps: AuthDeps,
  body: z.output<typeof ResetPasswordBody>,
  userAgent?: string,
) {
  const tokenHash = hashToken(body.token);
  const used = await accounts.consumeAccountToken(deps.db, "password_reset", tokenHash);
  if (!used) {
    const existing = await accounts.findAccountToken(deps.db, "password_reset", tokenHash);
    if (existing?.usedAt)
      throw badRequestOn("token", "This reset link has already been used. Request a new one.");
    if (existing) throw badRequestOn("token", "This reset link has expired. Request a new one.");
    throw badRequestOn("token", "This reset link is not valid. Request a new one.");
  }
  const user = await repo.findUserById(deps.db, used.userId);
  if (!user) throw badRequestOn("token", "This reset link is not valid. Request a new one.");
  const updated = await repo.updateUser(deps.db, user.id, {
    passwordHash: await hashPassword(body.password),
    ...(user.emailVerifiedAt ? {} : { emailVerifiedAt: new Date() }),
  });
  await accounts.revokeSignInsExcept(deps.db, user.id);
  const token = await issueToken(deps, user.id, userAgent);
  await mailPasswordChanged(deps, user.email);
  return { user: updated, token };
}
