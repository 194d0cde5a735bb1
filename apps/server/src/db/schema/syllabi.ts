import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { SubtopicDifficulty } from "./ai";
import { courses } from "./courses";
import { materials } from "./materials";
import { users } from "./users";

const now = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();

/**
 * A syllabus (requirements C3 "topic index"): a topic structured into subtopics by one AI call, and the course its
 * cards land in (docs/decisions/syllabi.md). Stored only once structured, so every row has subtopics.
 */
export const syllabi = pgTable(
  "syllabi",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mainTopic: text().notNull(),
    description: text().notNull().default(""),
    targetCardCount: integer().notNull(),
    status: text().$type<"structured" | "in_progress" | "completed">().notNull().default("structured"),
    /** The course the syllabus owns; deleting the course deletes the syllabus (its cards are gone). */
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    /** The learner's material the syllabus is written from, or null. */
    materialId: uuid().references(() => materials.id, { onDelete: "set null" }),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    index("syllabi_user_idx").on(t.userId, t.createdAt),
    index("syllabi_course_idx").on(t.courseId),
    index("syllabi_material_idx").on(t.materialId),
  ],
);

export const syllabusSubtopics = pgTable(
  "syllabus_subtopics",
  {
    id: uuid().primaryKey().defaultRandom(),
    syllabusId: uuid()
      .notNull()
      .references(() => syllabi.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    difficulty: text().$type<SubtopicDifficulty>().notNull().default("beginner"),
    order: integer().notNull(),
    status: text().$type<"not_started" | "in_progress" | "completed">().notNull().default("not_started"),
    plannedCards: integer().notNull().default(8),
    /** Cards generated for this subtopic, and the multiple-choice among them. */
    cardCount: integer().notNull().default(0),
    mcqCount: integer().notNull().default(0),
    /** The claim of a running generate-subtopic call (null when none): a lease, so two calls never both run. */
    generatingSince: timestamp({ withTimezone: true, mode: "date" }),
    /** The last generation's shortfall in words, null when it delivered everything asked. */
    lastShortfall: text(),
    /** Its syllabus's material: the passages (by number) its cards are written from, in material order. */
    passageIndexes: jsonb().$type<number[]>().notNull().default([]),
    updatedAt: now(),
  },
  (t) => [
    uniqueIndex("syllabus_subtopics_order_uq").on(t.syllabusId, t.order),
    uniqueIndex("syllabus_subtopics_name_uq").on(t.syllabusId, sql`lower(${t.name})`),
    check(
      "syllabus_subtopics_counts_ck",
      sql`${t.cardCount} >= 0 AND ${t.mcqCount} >= 0 AND ${t.plannedCards} > 0`,
    ),
  ],
);
