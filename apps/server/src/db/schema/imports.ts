import { customType, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { generationJobs } from "./ai";
import { courses } from "./courses";
import { users } from "./users";

/** Raw bytes (PostgreSQL bytea), read and written as a Buffer/Uint8Array on PGlite and node-postgres alike. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => new Uint8Array(value),
});

export type ImportFormat = "apkg" | "colpkg" | "csv" | "tsv" | "txt";

/**
 * A file a learner uploaded to import (docs/decisions/imports.md). The bytes stay here until
 * the import job finishes (then they are dropped: the courses hold what was in them). Private to its
 * owner. `options` are what the learner chose in the preview; the job's progress and report live on its
 * generation_jobs row (`jobId`), the one job system.
 */
export const imports = pgTable(
  "imports",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    filename: text().notNull(),
    format: text().$type<ImportFormat>().notNull(),
    size: integer().notNull(),
    /** Null once the job finished. */
    bytes: bytea(),
    /** "uploaded" until started; then the job's status tells the rest. */
    state: text().$type<"uploaded" | "started">().notNull().default("uploaded"),
    options: jsonb().$type<Record<string, unknown>>(),
    jobId: uuid().references(() => generationJobs.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("imports_user_created_idx").on(t.userId, t.createdAt)],
);

/**
 * An image a course's cards show (imported media), served by GET /api/media/:id to whoever may see the
 * course. One row per course that uses it, so the file goes with its course and access follows it.
 */
export const mediaFiles = pgTable(
  "media_files",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    mime: text().notNull(),
    size: integer().notNull(),
    bytes: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("media_files_course_idx").on(t.courseId)],
);
