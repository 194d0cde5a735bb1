import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * The first answer to a request sent with an Idempotency-Key, per user, key and route
 * (docs/decisions/idempotency.md). `status` is null while the first request still runs.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text().notNull(),
    /** `METHOD /route/:pattern` with the path parameters filled in. */
    route: text().notNull(),
    /** sha256 of the request body: the same key with another body is refused. */
    requestHash: text().notNull(),
    status: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key, t.route] })],
);
