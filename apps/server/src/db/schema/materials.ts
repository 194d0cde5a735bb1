import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * A learner's own material for AI generation (docs/decisions/course-material.md): pasted text
 * or the text extracted from an uploaded file, with its passages (shared `splitPassages`, stored so the
 * passage numbers a job refers to never change). Private to its owner; deleted with the user.
 */
export const materials = pgTable(
  "materials",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    /** "text" (pasted), or the uploaded file's kind: "txt", "md", "pdf". */
    source: text().$type<"text" | "txt" | "md" | "pdf">().notNull(),
    text: text().notNull(),
    charCount: integer().notNull(),
    passages: jsonb().$type<string[]>().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("materials_user_created_idx").on(t.userId, t.createdAt)],
);
