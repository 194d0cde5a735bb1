import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authTokens, emailVerificationTokens, users } from "../../db/schema/index";

export type NewUser = typeof users.$inferInsert;

export const authRepository = {
  findUserByEmail: async (db: Database, email: string) =>
    (await db.select().from(users).where(eq(users.email, email)).limit(1))[0] ?? null,

  findUserById: async (db: Database, id: string) =>
    (await db.select().from(users).where(eq(users.id, id)).limit(1))[0] ?? null,

  /** Inserts the user; returns null when the email is already taken (unique index). */
  insertUser: async (db: Database, user: NewUser) =>
    (await db.insert(users).values(user).onConflictDoNothing({ target: users.email }).returning())[0] ?? null,

  updateUser: async (db: Database, id: string, patch: Partial<NewUser>) =>
    (
      await db
        .update(users)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning()
    )[0]!,

  /** Sets a new (verified) address; null when another account took it meanwhile (unique index). */
  updateEmail: async (db: Database, id: string, email: string) => {
    try {
      return (
        await db
          .update(users)
          .set({ email, emailVerifiedAt: new Date(), updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning()
      )[0]!;
    } catch (err) {
      if (isUniqueViolation(err)) return null;
      throw err;
    }
  },

  /**
   * Claims the right to mail a verification link to an unverified user: one atomic update, so
   * concurrent resends for the same address (on any process) send at most one mail per cooldown.
   */
  claimVerificationMail: async (db: Database, email: string, cooldownMs: number) =>
    (
      await db
        .update(users)
        .set({ verificationMailedAt: new Date() })
        .where(
          and(
            eq(users.email, email),
            isNull(users.emailVerifiedAt),
            eq(users.isSystem, false),
            or(
              isNull(users.verificationMailedAt),
              lt(users.verificationMailedAt, new Date(Date.now() - cooldownMs)),
            ),
          ),
        )
        .returning()
    )[0] ?? null,

  insertAuthToken: (db: Database, row: typeof authTokens.$inferInsert) => db.insert(authTokens).values(row),

  revokeAuthToken: (db: Database, tokenId: string) =>
    db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId)),

  insertVerificationToken: (db: Database, row: typeof emailVerificationTokens.$inferInsert) =>
    db.insert(emailVerificationTokens).values(row),

  /** Marks an unused, unexpired verification token used; null when there is none (single use). */
  consumeVerificationToken: async (db: Database, tokenHash: string) =>
    (
      await db
        .update(emailVerificationTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(emailVerificationTokens.tokenHash, tokenHash),
            isNull(emailVerificationTokens.usedAt),
            gt(emailVerificationTokens.expiresAt, new Date()),
          ),
        )
        .returning()
    )[0] ?? null,

  findVerificationToken: async (db: Database, tokenHash: string) =>
    (
      await db
        .select()
        .from(emailVerificationTokens)
        .where(eq(emailVerificationTokens.tokenHash, tokenHash))
        .limit(1)
    )[0] ?? null,
};

/** PostgreSQL's unique_violation, as thrown by either driver (Drizzle wraps it in `cause`). */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === "object"; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === "23505") return true;
  return false;
}
