import { and, desc, eq, gt, isNull, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { accountTokens, authTokens, users } from "../../db/schema/index";

type Purpose = (typeof accountTokens.$inferSelect)["purpose"];

/** Active means unrevoked and unexpired: the tokens that still sign someone in. */
const active = (userId: string) =>
  and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt), gt(authTokens.expiresAt, new Date()));

export const accountRepository = {
  insertAccountToken: (db: Database, row: typeof accountTokens.$inferInsert) =>
    db.insert(accountTokens).values(row),

  /** Marks an unused, unexpired token of this purpose used; null when there is none (single use). */
  consumeAccountToken: async (db: Database, purpose: Purpose, tokenHash: string) =>
    (
      await db
        .update(accountTokens)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(accountTokens.purpose, purpose),
            eq(accountTokens.tokenHash, tokenHash),
            isNull(accountTokens.usedAt),
            gt(accountTokens.expiresAt, new Date()),
          ),
        )
        .returning()
    )[0] ?? null,

  findAccountToken: async (db: Database, purpose: Purpose, tokenHash: string) =>
    (
      await db
        .select()
        .from(accountTokens)
        .where(and(eq(accountTokens.purpose, purpose), eq(accountTokens.tokenHash, tokenHash)))
        .limit(1)
    )[0] ?? null,

  /** Retires every open link of this purpose (a newer one, or the change it was for, replaced them). */
  expireOpenTokens: (db: Database, userId: string, purpose: Purpose) =>
    db
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(accountTokens.userId, userId),
          eq(accountTokens.purpose, purpose),
          isNull(accountTokens.usedAt),
        ),
      ),

  /**
   * Claims the right to mail a reset link to this address: one atomic update, so concurrent requests
   * (on any process) send at most one mail per cooldown. Null for unknown and system accounts.
   */
  claimResetMail: async (db: Database, email: string, cooldownMs: number) =>
    (
      await db
        .update(users)
        .set({ resetMailedAt: new Date() })
        .where(
          and(
            eq(users.email, email),
            eq(users.isSystem, false),
            or(isNull(users.resetMailedAt), lt(users.resetMailedAt, new Date(Date.now() - cooldownMs))),
          ),
        )
        .returning()
    )[0] ?? null,

  /** The user's active sign-ins, newest first. */
  listSignIns: (db: Database, userId: string) =>
    db.select().from(authTokens).where(active(userId)).orderBy(desc(authTokens.createdAt)),

  /** Revokes one active sign-in of the user; false when it is not theirs or not active. */
  revokeSignIn: async (db: Database, userId: string, tokenId: string) =>
    (
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(and(active(userId), eq(authTokens.id, tokenId)))
        .returning({ id: authTokens.id })
    ).length > 0,

  /** Revokes every active sign-in of the user except `keepTokenId` (all of them without it). */
  revokeSignInsExcept: async (db: Database, userId: string, keepTokenId?: string) =>
    (
      await db
        .update(authTokens)
        .set({ revokedAt: new Date() })
        .where(keepTokenId ? and(active(userId), ne(authTokens.id, keepTokenId)) : active(userId))
        .returning({ id: authTokens.id })
    ).length,
};
