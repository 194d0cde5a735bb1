import { z } from "zod";
import { Id } from "./common";

// Durable jobs (of every kind): status, progress, and the answers of a course generation.

export const JOB_STATUSES = ["queued", "running", "completed", "failed"] as const;

/**
 * What a generation delivered against its plan when it fell short after its top-up calls: the course keeps
 * what was made, and `message` says it in words ("22 of 24 cards were generated (17 of 19 multiple choice).").
 */
export const CardShortfall = z.object({
  plannedCards: z.number(),
  cardsCreated: z.number(),
  missingCards: z.number(),
  plannedMcq: z.number(),
  mcqCreated: z.number(),
  missingMcq: z.number(),
  message: z.string(),
});
export type CardShortfall = z.infer<typeof CardShortfall>;

/** What every job's progress says: `done` of `total` units of its own kind of work. */
const jobProgressCounts = {
  done: z.number(),
  /** Null when the job cannot know ahead how many units it will do. */
  total: z.number().nullable(),
  /** From `done` of `total`; 100 once the job completed, 0 while `total` is unknown. */
  percentComplete: z.number(),
};

/**
 * How far a job is, in the unit of work of its kind. A course generation (kinds `course`, `course-rest`)
 * counts batches and, besides, the cards written against the plan (requirements C7 clients read those).
 */
export const JobProgress = z.discriminatedUnion("unit", [
  z.object({
    unit: z.literal("batch"),
    ...jobProgressCounts,
    totalBatches: z.number(),
    doneBatches: z.number(),
    cardsCreated: z.number(),
    plannedCards: z.number(),
  }),
  /** Auto-generating a course plan: subtopics generated, and the cards they wrote. */
  z.object({ unit: z.literal("subtopic"), ...jobProgressCounts, cardsCreated: z.number() }),
  /** An import: cards stored of the file's. */
  z.object({ unit: z.literal("card"), ...jobProgressCounts }),
  /** A data export: courses written into the archive. */
  z.object({ unit: z.literal("course"), ...jobProgressCounts }),
  /** Fitting the memory model: one fit. */
  z.object({ unit: z.literal("fit"), ...jobProgressCounts }),
]);
export type JobProgress = z.infer<typeof JobProgress>;

/** A durable job as GET /ai-content/jobs/:id shows it, whatever its kind. Money in US dollars. */
export const GenerationJob = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(JOB_STATUSES),
  /** Null for a job of a kind this server does not know (a newer version's, left for its worker). */
  progress: JobProgress.nullable(),
  course: z.object({ id: z.string(), name: z.string(), cardCount: z.number() }).nullable(),
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  /** Set when the job completed short of its plan. */
  shortfall: CardShortfall.nullable(),
  /** True when POST /ai-content/jobs/{id}/generate-rest can start: short, course still there, no follow-up running or done. */
  canGenerateRest: z.boolean(),
  totalCost: z.number(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type GenerationJob = z.infer<typeof GenerationJob>;

export const GenerationJobResponse = z.object({ data: GenerationJob });
export type GenerationJobResponse = z.infer<typeof GenerationJobResponse>;
/** GET /ai-content/jobs: the learner's own recent jobs, newest first. */
export const GenerationJobListResponse = z.object({ data: z.object({ jobs: z.array(GenerationJob) }) });
export type GenerationJobListResponse = z.infer<typeof GenerationJobListResponse>;

/** 200: the finished course (requirements C7 contract) plus the job id. */
export const GenerateCourseResponse = z.object({
  data: z.object({
    jobId: z.string(),
    course: z.object({ id: z.string(), name: z.string(), cardCount: z.number() }),
    metadata: z.object({ totalCost: z.number(), generationTimeMs: z.number(), calls: z.number() }),
    /** Null when the course has every planned card and the MCQ share; else what is missing. */
    shortfall: CardShortfall.nullable(),
  }),
});
export type GenerateCourseResponse = z.infer<typeof GenerateCourseResponse>;

/** 202: still running when the server stopped waiting; follow it with GET /ai-content/jobs/:id. */
export const GenerateCourseAccepted = z.object({ data: GenerationJob.extend({ jobId: z.string() }) });
export type GenerateCourseAccepted = z.infer<typeof GenerateCourseAccepted>;

export const JobParams = z.object({ id: Id });
export const CourseJobParams = z.object({ courseId: Id });

/**
 * GET /ai-content/courses/{courseId}/generation: the course's latest generation that did not fail (its
 * shortfall and whether the rest can be generated), for the course's owner; null when there is none.
 */
export const CourseGenerationResponse = z.object({ data: GenerationJob.nullable() });
export type CourseGenerationResponse = z.infer<typeof CourseGenerationResponse>;
