import {
  DEFAULT_PREFS,
  type LoginBody,
  type SignupBody,
  type UpdateMeBody,
  type UserPrefs,
} from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import type { BackgroundTasks } from "../../lib/background";
import { badRequestOn, conflict, unauthorized } from "../../lib/errors";
import type { Mailer } from "../../lib/mailer";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../lib/passwords";
import { hashToken, newToken } from "../../lib/tokens";
import { authRepository as repo } from "./auth.repository";

export interface AuthDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  background: BackgroundTasks;
}

/** Per address: at most one verification mail (signup or resend) in this window. */
export const VERIFICATION_RESEND_COOLDOWN_MS = 60_000;

type Parsed<T extends z.ZodType> = z.output<T>;

const DAY_MS = 86_400_000;

/** A new sign-in (bearer token) for the user; only its hash is stored. */
export async function issueToken(deps: AuthDeps, userId: string, userAgent?: string): Promise<string> {
  const token = newToken();
  await repo.insertAuthToken(deps.db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.config.AUTH_TOKEN_TTL_DAYS * DAY_MS),
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return token;
}

/** The base of links in mails. */
export function appUrl(deps: AuthDeps): string {
  return (deps.config.APP_URL ?? `http://localhost:${deps.config.PORT}`).replace(/\/$/, "");
}

async function sendVerificationMail(deps: AuthDeps, user: AuthUser): Promise<void> {
  const token = newToken();
  await repo.insertVerificationToken(deps.db, {
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + deps.config.EMAIL_TOKEN_TTL_HOURS * 3_600_000),
  });
  const link = `${appUrl(deps)}/verify-email/${token}`;
  await deps.mailer.send({
    to: user.email,
    subject: "Verify your email for Recall",
    text: `Welcome to Recall! Confirm your email address by opening this link: ${link}\n\nThe link expires in ${deps.config.EMAIL_TOKEN_TTL_HOURS} hours.`,
    html: `<p>Welcome to Recall!</p><p><a href="${link}">Confirm your email address</a></p><p>The link expires in ${deps.config.EMAIL_TOKEN_TTL_HOURS} hours.</p>`,
  });
}

/** Creates the account, sends the verification mail and signs the user in. */
export async function signUp(
  deps: AuthDeps,
  body: Parsed<typeof SignupBody>,
  meta: { userAgent?: string; timezone?: string },
) {
  const passwordHash = await hashPassword(body.password);
  const user = await repo.insertUser(deps.db, {
    email: body.email,
    passwordHash,
    displayName: body.displayName,
    timezone: meta.timezone ?? "UTC",
    prefs: DEFAULT_PREFS,
  });
  if (!user) throw conflict("An account with this email already exists. Log in instead.");
  await repo.updateUser(deps.db, user.id, { verificationMailedAt: new Date() });
  await sendVerificationMail(deps, user);
  return { user, token: await issueToken(deps, user.id, meta.userAgent) };
}

export async function logIn(deps: AuthDeps, body: Parsed<typeof LoginBody>, meta: { userAgent?: string }) {
  const user = await repo.findUserByEmail(deps.db, body.email);
  if (!user || user.isSystem) {
    await burnPasswordCheck(body.password);
    throw unauthorized("Invalid email or password");
  }
  if (!(await verifyPassword(user.passwordHash, body.password)))
    throw unauthorized("Invalid email or password");
  return { user, token: await issueToken(deps, user.id, meta.userAgent) };
}

export async function logOut(deps: AuthDeps, tokenId: string): Promise<void> {
  await repo.revokeAuthToken(deps.db, tokenId);
}

export async function updateMe(deps: AuthDeps, user: AuthUser, body: Parsed<typeof UpdateMeBody>) {
  const patch: Partial<typeof user> = {};
  if (body.displayName !== undefined) patch.displayName = body.displayName || null;
  if (body.timezone !== undefined) patch.timezone = body.timezone;
  if (body.prefs) {
    const prefs: UserPrefs = { ...DEFAULT_PREFS, ...user.prefs, ...stripUndefined(body.prefs) };
    patch.prefs = prefs;
  }
  if (Object.keys(patch).length === 0) return user;
  return repo.updateUser(deps.db, user.id, patch);
}

function stripUndefined<T extends object>(obj: T): Partial<T> {
  return Object.fromEntries(Object.entries(obj).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** Single use: a second click on the same link fails with the same clear message as an expired one. */
export async function verifyEmail(deps: AuthDeps, token: string): Promise<void> {
  const used = await repo.consumeVerificationToken(deps.db, hashToken(token));
  if (!used) {
    const existing = await repo.findVerificationToken(deps.db, hashToken(token));
    if (existing?.usedAt) throw badRequestOn("token", "This verification link has already been used.");
    if (existing) throw badRequestOn("token", "This verification link has expired. Request a new one.");
    throw badRequestOn("token", "Verification failed. The link may be expired or invalid.");
  }
  const user = await repo.findUserById(deps.db, used.userId);
  if (user && !user.emailVerifiedAt) await repo.updateUser(deps.db, user.id, { emailVerifiedAt: new Date() });
}

/**
 * Always answers the same way, and at once: the lookup and the mail run in the background, so
 * neither the answer nor its timing tells a registered address from an unknown one. The caller
 * does identical work for every address (schedule one task), whatever the account state.
 */
export function resendVerification(deps: AuthDeps, email: string): void {
  deps.background.run("resend verification", () => mailIfDue(deps, email));
}

/** Mails a new link when the address has an unverified account whose cooldown has passed. */
async function mailIfDue(deps: AuthDeps, email: string): Promise<void> {
  const user = await repo.claimVerificationMail(deps.db, email, VERIFICATION_RESEND_COOLDOWN_MS);
  if (user) await sendVerificationMail(deps, user);
}

export async function acceptGuidelines(deps: AuthDeps, user: AuthUser) {
  if (user.guidelinesAcceptedAt) return user;
  return repo.updateUser(deps.db, user.id, { guidelinesAcceptedAt: new Date() });
}
