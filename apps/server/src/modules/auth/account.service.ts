import type { ChangeEmailBody, ChangePasswordBody } from "@recall/shared";
import type { z } from "zod";
import type { AuthUser } from "../../lib/auth";
import { badRequestOn, conflict } from "../../lib/errors";
import { hashPassword, verifyPassword } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";
import { accountRepository as accounts } from "./account.repository";
import { authRepository as repo } from "./auth.repository";
import { type AuthDeps, appUrl } from "./auth.service";
import { mailPasswordChanged } from "./password-reset.service";

/**
 * A wrong current password is a 400 on that field, not a 401: the client treats any 401 as "signed out"
 * and would drop the session of someone who only mistyped.
 */
async function requirePassword(user: AuthUser, password: string, field: string): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password)))
    throw badRequestOn(field, "The password is not correct.");
}

/** Changes the password: the current one is required; every other sign-in is revoked and a notice mailed. */
export async function changePassword(
  deps: AuthDeps,
  user: AuthUser,
  currentTokenId: string,
  body: z.output<typeof ChangePasswordBody>,
): Promise<number> {
  await requirePassword(user, body.currentPassword, "currentPassword");
  await repo.updateUser(deps.db, user.id, { passwordHash: await hashPassword(body.newPassword) });
  // Open reset links were asked for under the old password; they no longer apply.
  await accounts.expireOpenTokens(deps.db, user.id, "password_reset");
  const revoked = await accounts.revokeSignInsExcept(deps.db, user.id, currentTokenId);
  await mailPasswordChanged(deps, user.email);
  return revoked;
}

/**
 * Starts a change of address: nothing changes until the link mailed to the new address is opened, so a
 * typo cannot lock the owner out. Only the newest link works.
 */
export async function requestEmailChange(
  deps: AuthDeps,
  user: AuthUser,
  body: z.output<typeof ChangeEmailBody>,
): Promise<void> {
  await requirePassword(user, body.password, "password");
  if (body.newEmail === user.email) throw badRequestOn("newEmail", "This is already your email address.");
  if (await repo.findUserByEmail(deps.db, body.newEmail))
    throw conflict("An account with this email already exists.");
  const token = newToken();
  await accounts.expireOpenTokens(deps.db, user.id, "email_change");
  await accounts.insertAccountToken(deps.db, {
    userId: user.id,
    purpose: "email_change",
    newEmail: body.newEmail,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.config.EMAIL_TOKEN_TTL_HOURS * 3_600_000),
  });
  const link = `${appUrl(deps)}/confirm-email/${token}`;
  await deps.mailer.send({
    to: body.newEmail,
    subject: "Confirm your new email for Recall",
    text: `To use this address for your Recall account, open this link: ${link}\n\nThe link expires in ${deps.config.EMAIL_TOKEN_TTL_HOURS} hours. Until then your account keeps its current address.`,
    html: `<p><a href="${link}">Use this address for your Recall account</a></p><p>The link expires in ${deps.config.EMAIL_TOKEN_TTL_HOURS} hours. Until then your account keeps its current address.</p>`,
  });
}

/**
 * Applies a change of address from its mailed link (no sign-in needed: the link may be opened on another
 * device). The new address counts as verified; the old address gets a notice, so an owner whose account was
 * taken over learns of it.
 */
export async function confirmEmailChange(deps: AuthDeps, token: string): Promise<AuthUser> {
  const tokenHash = hashToken(token);
  const used = await accounts.consumeAccountToken(deps.db, "email_change", tokenHash);
  if (!used?.newEmail) {
    const existing = await accounts.findAccountToken(deps.db, "email_change", tokenHash);
    if (existing?.usedAt) throw badRequestOn("token", "This confirmation link has already been used.");
    if (existing) throw badRequestOn("token", "This confirmation link has expired. Change your email again.");
    throw badRequestOn("token", "This confirmation link is not valid.");
  }
  const user = await repo.findUserById(deps.db, used.userId);
  if (!user) throw badRequestOn("token", "This confirmation link is not valid.");
  if (user.email === used.newEmail) return user;
  const taken = await repo.findUserByEmail(deps.db, used.newEmail);
  if (taken) throw conflict("An account with this email already exists.");
  const updated = await repo.updateEmail(deps.db, user.id, used.newEmail);
  if (!updated) throw conflict("An account with this email already exists.");
  await deps.mailer.send({
    to: user.email,
    subject: "Your Recall email address was changed",
    text: `The email address of your Recall account was changed from ${user.email} to ${used.newEmail}. If you did not make this change, reply to this mail so we can help you get your account back.`,
  });
  return updated;
}
