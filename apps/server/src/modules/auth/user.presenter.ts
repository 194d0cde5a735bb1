import { DEFAULT_PREFS, type User } from "@recall/shared";
import type { AuthUser } from "../../lib/auth";

/** The public shape of a user: never the password hash. Missing prefs fall back to defaults. */
export function presentUser(user: AuthUser): User {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    timezone: user.timezone,
    emailVerified: user.emailVerifiedAt !== null,
    guidelinesAccepted: user.guidelinesAcceptedAt !== null,
    createdAt: user.createdAt.toISOString(),
    prefs: { ...DEFAULT_PREFS, ...user.prefs },
  };
}
