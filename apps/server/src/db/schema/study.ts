import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { collections } from "./collections";
import { cards } from "./courses";
import { users } from "./users";

const now = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();
const at = () => timestamp({ withTimezone: true, mode: "date" });

/** Per-user FSRS memory state of one card (ts-fsrs Card fields). */
export const cardMemory = pgTable(
  "card_memory",
  {
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: uuid()
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    due: at().notNull(),
    stability: real().notNull(),
    difficulty: real().notNull(),
    elapsedDays: integer().notNull().default(0),
    scheduledDays: integer().notNull().default(0),
    learningSteps: integer().notNull().default(0),
    reps: integer().notNull().default(0),
    lapses: integer().notNull().default(0),
    /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
    state: integer().notNull().default(0),
    lastReview: at(),
    /** Lifetime counts for analytics (accuracy by level, mastery). */
    timesCorrect: integer().notNull().default(0),
    timesIncorrect: integer().notNull().default(0),
    updatedAt: now(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.cardId] }),
    index("card_memory_user_due_idx").on(t.userId, t.due),
  ],
);

export type SessionStatus = "active" | "completed" | "abandoned" | "expired";

export const studySessions = pgTable(
  "study_sessions",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseIds: jsonb().$type<string[]>().notNull().default([]),
    collectionId: uuid().references(() => collections.id, { onDelete: "set null" }),
    plannedCards: integer().notNull(),
    /** The chosen cards in study order. */
    cardIds: jsonb().$type<string[]>().notNull(),
    status: text().$type<SessionStatus>().notNull().default("active"),
    completedCards: integer().notNull().default(0),
    correct: integer().notNull().default(0),
    incorrect: integer().notNull().default(0),
    streak: integer().notNull().default(0),
    streakMax: integer().notNull().default(0),
    /** The session engine's neuro state (chemicals, telemetry windows, pending action, cool-downs). */
    neuroState: jsonb().$type<Record<string, unknown>>().notNull(),
    startedAt: now(),
    completedAt: at(),
    /** When an abandoned or expired session ended (completed sessions use completedAt). */
    endedAt: at(),
    /** The start or the latest answer; an active session idle for a day is closed as expired. */
    lastActivityAt: now(),
    durationSec: integer(),
  },
  (t) => [
    index("study_sessions_user_started_idx").on(t.userId, t.startedAt),
    index("study_sessions_user_status_started_idx").on(t.userId, t.status, t.startedAt),
  ],
);

export const sessionAnswers = pgTable(
  "session_answers",
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => studySessions.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: uuid()
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    /** Client-chosen id so a retried submission counts once. */
    clientAnswerId: text().notNull(),
    correct: boolean().notNull(),
    timeTakenMs: integer().notNull(),
    retryAttempts: integer().notNull().default(0),
    retrySuccessful: boolean().notNull().default(false),
    /** FSRS rating given (1 Again .. 4 Easy). */
    grade: integer().notNull(),
    mode: text().$type<"basic" | "mcq">(),
    signals: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    engineResponse: jsonb().$type<Record<string, unknown>>(),
    /**
     * The card's course, topic and level when it was answered: history stays where it happened when the
     * card is later moved or edited (docs/decisions/analytics.md). No foreign key: it is a record.
     */
    courseId: uuid().notNull(),
    topic: text().notNull(),
    level: text().notNull(),
    /** The card's FSRS review count before this answer: 0 is the first time this learner saw it. */
    repsBefore: integer().notNull().default(0),
    /** When this answer scheduled the card next (the review log's "next due"). */
    dueAfter: at(),
    createdAt: now(),
  },
  (t) => [
    uniqueIndex("session_answers_client_uq").on(t.sessionId, t.clientAnswerId),
    index("session_answers_user_created_idx").on(t.userId, t.createdAt),
    // A card's review log for one learner, newest first.
    index("session_answers_user_card_idx").on(t.userId, t.cardId, t.createdAt),
  ],
);

/** One analytics payload per session: it may arrive twice (completion and leaving), the later one wins. */
export const sessionAnalytics = pgTable("session_analytics", {
  sessionId: uuid()
    .primaryKey()
    .references(() => studySessions.id, { onDelete: "cascade" }),
  userId: uuid()
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  payload: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: now(),
  updatedAt: now(),
});

/**
 * Reviews a learner brought from another app (an Anki revlog). They set the card's memory when
 * imported and, with `session_answers`, are the history the learner's FSRS parameters are fitted on.
 */
export const importedReviews = pgTable(
  "imported_reviews",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    cardId: uuid()
      .notNull()
      .references(() => cards.id, { onDelete: "cascade" }),
    reviewedAt: at().notNull(),
    /** FSRS rating 1 Again .. 4 Easy. */
    grade: integer().notNull(),
    durationMs: integer().notNull().default(0),
    /** Where the review came from: "anki". */
    source: text().notNull(),
    /**
     * The card's course, topic and level when imported, and the card's reviews before this one: what
     * session_answers records, so analytics counts imported reviews by the same rules (its rollups are
     * kept by triggers on both tables; docs/decisions/anki-import.md). No foreign key on the course: a record.
     */
    courseId: uuid().notNull(),
    topic: text().notNull(),
    level: text().notNull(),
    repsBefore: integer().notNull().default(0),
    /** When the source scheduled the card next after this review (Anki's revlog interval), if it logged it. */
    dueAfter: at(),
    createdAt: now(),
  },
  (t) => [index("imported_reviews_user_card_idx").on(t.userId, t.cardId, t.reviewedAt)],
);

export type MemoryModelState = "none" | "queued" | "fitting" | "fitted" | "failed";
export type PredictionMetricsRow = { logLoss: number; rmse: number };

/**
 * A learner's FSRS memory model: weights fitted on their own reviews (null: the defaults) and
 * the recall probability their due dates aim at. One row per learner who fitted or set anything.
 */
export const memoryModels = pgTable("memory_models", {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  weights: jsonb().$type<number[]>(),
  // Double precision: 0.97 as a 4-byte real reads back as 0.9700000286, outside the allowed range.
  desiredRetention: doublePrecision().notNull().default(0.9),
  status: text().$type<MemoryModelState>().notNull().default("none"),
  lastError: text(),
  /** Log loss and RMSE on held-out reviews: the default weights, then the fitted ones. */
  metricsBefore: jsonb().$type<PredictionMetricsRow>(),
  metricsAfter: jsonb().$type<PredictionMetricsRow>(),
  fittedOnReviews: integer(),
  fittedAt: at(),
  updatedAt: now(),
});
