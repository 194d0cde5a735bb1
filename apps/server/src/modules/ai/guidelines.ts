import { AI_MESSAGES, contentNotAllowedMessage, screenContent } from "@recall/shared";
import { AppError } from "../../lib/errors";

/** Every generation route: 403 until the user accepted the content guidelines (POST /auth/accept-guidelines). */
export function requireGuidelinesAccepted(user: { guidelinesAcceptedAt: Date | null }): void {
  if (!user.guidelinesAcceptedAt)
    throw new AppError("GUIDELINES_NOT_ACCEPTED", AI_MESSAGES.guidelinesNotAccepted);
}

/**
 * Every AI call needs a verified email (unverified accounts got the full AI budget). Checked
 * where each call reserves its budget (budget.ts, so no route can skip it) and, earlier, by the
 * AI preflight of every AI route (ai-preflight.ts) so nothing is written before the refusal.
 */
export function requireVerifiedEmail(user: { emailVerifiedAt: Date | null }): void {
  if (!user.emailVerifiedAt) throw new AppError("EMAIL_NOT_VERIFIED", AI_MESSAGES.emailNotVerified);
}

/** 422 when the texts plainly ask for forbidden content (docs/decisions/content-guidelines.md). */
export function screenOrThrow(...texts: (string | null | undefined)[]): void {
  const result = screenContent(...texts);
  if (!result.allowed) throw new AppError("CONTENT_NOT_ALLOWED", contentNotAllowedMessage(result.label));
}

/** The model refused in its structured answer (`refused: true`): same code, its explanation appended. */
export function modelRefusal(explanation: string): AppError {
  const reason = explanation.trim().slice(0, 500);
  return new AppError(
    "CONTENT_NOT_ALLOWED",
    `This request is not allowed by the content guidelines.${reason ? ` ${reason}` : ""}`,
  );
}
