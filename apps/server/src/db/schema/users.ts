import type { UserPrefs } from "@recall/shared";
import { sql } from "drizzle-orm";
import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const now = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();

export const users = pgTable("users", {
  id: uuid().primaryKey().defaultRandom(),
  /** Stored normalised: trimmed and lower case. */
  email: text().notNull().unique(),
  passwordHash: text().notNull(),
  displayName: text(),
  timezone: text().notNull().default("UTC"),
  prefs: jsonb().$type<UserPrefs>().notNull(),
  emailVerifiedAt: timestamp({ withTimezone: true, mode: "date" }),
  /** When the last verification mail went out: the per-address resend cooldown counts from here. */
  verificationMailedAt: timestamp({ withTimezone: true, mode: "date" }),
  /** When the last password reset mail went out: the per-address reset cooldown counts from here. */
  resetMailedAt: timestamp({ withTimezone: true, mode: "date" }),
  /** When the user accepted the AI content guidelines; null means not yet. */
  guidelinesAcceptedAt: timestamp({ withTimezone: true, mode: "date" }),
  /** The account that owns the seeded starter courses; it cannot log in. */
  isSystem: boolean().notNull().default(false),
  createdAt: now(),
  updatedAt: now(),
});

/** Opaque bearer tokens, stored as SHA-256 hashes so a database leak gives no usable token. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: now(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    revokedAt: timestamp({ withTimezone: true, mode: "date" }),
    /** Refreshed at most every few minutes (not on every request), for the list of active sign-ins. */
    lastUsedAt: timestamp({ withTimezone: true, mode: "date" }),
    userAgent: text(),
  },
  (t) => [index("auth_tokens_user_idx").on(t.userId)],
);

export const emailVerificationTokens = pgTable(
  "email_verification_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text().notNull().unique(),
    createdAt: now(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [index("email_verification_user_idx").on(t.userId)],
);

/**
 * Single-use links mailed for account changes: a password reset, or the confirmation of a new email
 * address (`newEmail`). Stored as SHA-256 hashes, like the other tokens.
 */
export const accountTokens = pgTable(
  "account_tokens",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text({ enum: ["password_reset", "email_change"] }).notNull(),
    tokenHash: text().notNull().unique(),
    newEmail: text(),
    createdAt: now(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (t) => [index("account_tokens_user_idx").on(t.userId)],
);

/** Mail that was sent, or would have been: without SMTP this table is the mailbox. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid().primaryKey().defaultRandom(),
    to: text().notNull(),
    subject: text().notNull(),
    text: text().notNull(),
    html: text(),
    createdAt: now(),
    sentAt: timestamp({ withTimezone: true, mode: "date" }),
    error: text(),
  },
  (t) => [index("email_outbox_to_idx").on(t.to, sql`${t.createdAt} desc`)],
);
