import { bigint, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

/*
 * Running totals of session_answers, kept by statement triggers on that table (migration
 * answer_rollups; docs/decisions/analytics.md): every insert, update and delete of answers, by any code
 * path and by cascades, moves them in the same transaction. Analytics reads a few thousand rows of these
 * instead of every answer. Never written by application code.
 */

/**
 * Answers per learner per quarter hour (UTC). Every time zone's offset is a whole number of quarter
 * hours, so summing quarter hours by their local day gives exact local-day figures in any zone.
 */
export const answerQuarterHours = pgTable(
  "answer_quarter_hours",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    answers: integer().notNull(),
    correct: integer().notNull(),
    /** Answers to cards the learner had answered before (reps_before > 0), and the right ones. */
    reviews: integer().notNull(),
    reviewsCorrect: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.startsAt] })],
);

/** Answers per learner per course and level as each answer recorded them. */
export const answerCourseLevels = pgTable(
  "answer_course_levels",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid().notNull(),
    level: text().notNull(),
    answers: integer().notNull(),
    correct: integer().notNull(),
    timeMs: bigint({ mode: "number" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.level] })],
);
