import type { JobProgress } from "@recall/shared";
import type { FastifyBaseLogger } from "fastify";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { JobStatus } from "../../db/schema/index";

/**
 * What every job handler may use. The composition root may hand the job system more (the AI client):
 * a kind that needs it names its own deps type, `run(job, deps: JobDeps & { ai: AiClient }, control)`.
 */
export interface JobDeps {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
}

export interface JobControl {
  /** Aborts in-flight AI calls (hard stop). */
  signal: AbortSignal;
  /** True once shutdown began: start no new unit of work; units in flight may still commit. */
  stopRequested(): boolean;
}

/** A generation_jobs row with its JSON parsed by its kind's schemas (jobs.repository `parseJob`). */
export interface Job<I, P, R> {
  id: string;
  userId: string;
  kind: string;
  status: JobStatus;
  input: I;
  progress: P;
  /** Set once the job completed. */
  result: R | null;
  courseId: string | null;
  parentJobId: string | null;
  error: string | null;
  errorCode: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

/** A run either finished the job (its result is recorded) or was stopped by shutdown (the job resumes later). */
export type RunOutcome<R> = { status: "completed"; result: R } | { status: "interrupted" };

type WithoutPercent<T> = T extends unknown ? Omit<T, "percentComplete"> : never;

/**
 * How far a job is, as its kind counts its own work (GET /ai-content/jobs/:id); the presenter adds the
 * percentage from `done` of `total`.
 */
export type JobSummary = WithoutPercent<JobProgress>;

/**
 * One kind of durable generation (docs/decisions/ai-jobs.md "Job registry"). A kind owns its JSON
 * (input, progress, result: zod-parsed whenever a row is read) and its work; the runner owns leases,
 * heartbeats, failures and completion. The composition root registers it (src/job-kinds.ts).
 */
export interface JobKind<I, P, R, D extends JobDeps = JobDeps> {
  /** The `kind` column, e.g. "course". */
  readonly kind: string;
  readonly schemas: { input: z.ZodType<I>; progress: z.ZodType<P>; result: z.ZodType<R> };
  /** The message of a failure that is not an AppError (a bug): e.g. 'Failed to generate course'. */
  readonly failureMessage: string;
  initialProgress(input: I): P;
  /**
   * Runs or resumes the job (a resumed job gets its stored progress: skip what is done). Commit each unit
   * of work together with its progress (jobs.repository `saveProgress` inside the unit's transaction).
   * Throw an AppError to fail the job with its code and message; a WorkInterrupted (lib/interrupted) when
   * stopped.
   */
  run(job: Job<I, P, R>, deps: D, control: JobControl): Promise<RunOutcome<R>>;
  /** Inside the completing transaction (the job row locked): writes that must land with completion. */
  finalize?(tx: Database, job: Job<I, P, R>, result: R): Promise<void>;
  /** The job's progress in its own unit of work, from its stored state. */
  summarize(job: Job<I, P, R>): JobSummary;
}
