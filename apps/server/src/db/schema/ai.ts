import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { courses } from "./courses";
import { materials } from "./materials";
import { users } from "./users";

const now = () => timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow();
const at = () => timestamp({ withTimezone: true, mode: "date" });
/** Money in millionths of a US dollar, so sums are exact. */
const micros = () => bigint({ mode: "number" }).notNull().default(0);

export type GenerationKind =
  | "discovery"
  | "course"
  | "course-batch"
  | "related-card"
  | "related-batch"
  | "glossary"
  | "concept-tags"
  | "mcq"
  | "plan"
  | "plan-subtopic"
  | "syllabus"
  | "syllabus-subtopic"
  | "merge"
  /** bench/ai-quality.ts's rubric judge (never called by the product). */
  | "bench-judge";

/**
 * One AI call: reserved at its maximum cost before the call, settled with the real token usage after.
 * The monthly budget check sums reserved + settled rows of the month under a per-user lock.
 */
export const aiGenerations = pgTable(
  "ai_generations",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<GenerationKind>().notNull(),
    provider: text().notNull(),
    model: text().notNull(),
    status: text().$type<"reserved" | "succeeded" | "failed">().notNull().default("reserved"),
    reservedMicros: micros(),
    costMicros: micros(),
    inputTokens: integer().notNull().default(0),
    outputTokens: integer().notNull().default(0),
    /**
     * True when the provider reported no token usage and the tokens (and so the cost) are the app's
     * estimate: characters / 4 (docs/decisions/ai-budget.md).
     */
    usageEstimated: boolean().notNull().default(false),
    durationMs: integer(),
    error: text(),
    /** The job the call was made for (a job's cost is the sum of its calls). */
    jobId: uuid().references((): AnyPgColumn => generationJobs.id, { onDelete: "set null" }),
    createdAt: now(),
    settledAt: at(),
  },
  (t) => [
    index("ai_generations_user_created_idx").on(t.userId, t.createdAt),
    index("ai_generations_job_idx").on(t.jobId),
  ],
);

export type JobStatus = "queued" | "running" | "completed" | "failed";

/**
 * A durable long-running generation of any registered kind (modules/jobs/job-kinds.ts); pg-boss carries
 * the wake-ups. `input`, `progress` and `result` are JSON whose shape belongs to the kind: they are
 * `unknown` here and parsed by the kind's zod schemas at the repository edge (jobs.repository.ts).
 */
export const generationJobs = pgTable(
  "generation_jobs",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The registered kind ("course", "course-rest", ...). */
    kind: text().notNull(),
    status: text().$type<JobStatus>().notNull().default("queued"),
    input: jsonb().$type<unknown>().notNull(),
    /** Updated in the same transaction as the work it records (a batch's cards). */
    progress: jsonb().$type<unknown>().notNull(),
    /** What a completed job delivered. */
    result: jsonb().$type<unknown>(),
    /** The course the job writes into, once it exists. */
    courseId: uuid().references(() => courses.id, { onDelete: "set null" }),
    /** The job this one continues (e.g. generating the rest of a course that fell short). */
    parentJobId: uuid().references((): AnyPgColumn => generationJobs.id, { onDelete: "set null" }),
    costMicros: micros(),
    error: text(),
    /** The AppError code of a failed job, so a waiting request answers with the same status. */
    errorCode: text(),
    /** The process running the job and its last sign of life: a lease, so two workers never run one job. */
    lockedBy: text(),
    heartbeatAt: at(),
    createdAt: now(),
    updatedAt: now(),
    finishedAt: at(),
  },
  (t) => [
    index("generation_jobs_user_idx").on(t.userId, t.createdAt),
    index("generation_jobs_status_idx").on(t.status),
    index("generation_jobs_course_idx").on(t.courseId),
    index("generation_jobs_parent_idx").on(t.parentJobId),
  ],
);

export type SubtopicDifficulty = "beginner" | "intermediate" | "advanced";

/**
 * A course plan (requirements C3): the AI's subtopics for a topic, generated one subtopic at a time into ONE
 * course (docs/decisions/course-plans.md). `status` is recomputed from the subtopics after every change.
 */
export const coursePlans = pgTable(
  "course_plans",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    topic: text().notNull(),
    courseName: text().notNull(),
    description: text().notNull().default(""),
    language: text().notNull().default("en"),
    knowledgeLevel: text().$type<SubtopicDifficulty>().notNull().default("beginner"),
    userDirections: text().notNull().default(""),
    /** Always the sum of the subtopics' plannedCards. */
    targetCardCount: integer().notNull(),
    estimatedDuration: text().notNull().default(""),
    status: text().$type<"draft" | "generating" | "paused" | "completed">().notNull().default("draft"),
    /** 'Auto-generate all remaining' is on: the job `autoJobId` keeps generating until it is turned off. */
    autoGenerate: boolean().notNull().default(false),
    autoJobId: uuid().references((): AnyPgColumn => generationJobs.id, { onDelete: "set null" }),
    /** The course every subtopic's cards go into, created by the first generated subtopic. */
    courseId: uuid().references(() => courses.id, { onDelete: "set null" }),
    /** The learner's material the plan is written from, or null for a plan from its topic alone. */
    materialId: uuid().references(() => materials.id, { onDelete: "set null" }),
    costMicros: micros(),
    inputTokens: integer().notNull().default(0),
    outputTokens: integer().notNull().default(0),
    createdAt: now(),
    updatedAt: now(),
  },
  (t) => [
    index("course_plans_user_idx").on(t.userId, t.createdAt),
    index("course_plans_course_idx").on(t.courseId),
    index("course_plans_auto_job_idx").on(t.autoJobId),
    index("course_plans_material_idx").on(t.materialId),
  ],
);

export const planSubtopics = pgTable(
  "plan_subtopics",
  {
    id: uuid().primaryKey().defaultRandom(),
    planId: uuid()
      .notNull()
      .references(() => coursePlans.id, { onDelete: "cascade" }),
    name: text().notNull(),
    description: text().notNull().default(""),
    difficulty: text().$type<SubtopicDifficulty>().notNull().default("beginner"),
    prerequisites: jsonb().$type<string[]>().notNull().default([]),
    order: integer().notNull(),
    status: text()
      .$type<"not_started" | "generating" | "completed" | "failed">()
      .notNull()
      .default("not_started"),
    /** This subtopic's share of the plan's target (6 per subtopic, requirements C9). */
    plannedCards: integer().notNull().default(6),
    cardsGenerated: integer().notNull().default(0),
    /** The multiple-choice cards among cardsGenerated: the share is kept per subtopic (shared card-quota). */
    mcqGenerated: integer().notNull().default(0),
    courseId: uuid().references(() => courses.id, { onDelete: "set null" }),
    error: text(),
    /**
     * Who is generating it ("job:<id>" or "request:<uuid>") and since when: the claim that keeps two
     * generations off one subtopic. A claim older than the AI staleness window is a dead process's.
     */
    claimedBy: text(),
    claimedAt: at(),
    /** Its plan's material: the passages (by number) its cards are written from, in material order. */
    passageIndexes: jsonb().$type<number[]>().notNull().default([]),
  },
  (t) => [
    index("plan_subtopics_plan_idx").on(t.planId, t.order),
    index("plan_subtopics_course_idx").on(t.courseId),
  ],
);
