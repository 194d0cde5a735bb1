import { index, integer, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { generationJobs } from "./ai";
import { bytea } from "./imports";
import { users } from "./users";

/**
 * A zip of everything a user stored (docs/decisions/accounts.md "Data export"). Built by a durable job;
 * the bytes stay here for a week, or until the owner's next export replaces them. Private to its owner.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid().references(() => generationJobs.id, { onDelete: "set null" }),
    /** Null until the job completed. */
    bytes: bytea(),
    size: integer(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("data_exports_user_created_idx").on(t.userId, t.createdAt)],
);
