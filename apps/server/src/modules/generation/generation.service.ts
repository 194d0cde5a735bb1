import { type CardShortfall, ErrorCode, type GenerateCourseBody, type GenerationJob } from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import type { AiClient } from "../ai/index";
import { jobCostMicros } from "../ai/index";
import { getCourse } from "../courses/index";
import { type JobRow, type JobSystem, presentJob, jobsRepository as repo } from "../jobs/index";
import type { MaterialRow } from "../materials/index";
import { presentGenerationJob } from "./generation.presenter";
import { courseJob } from "./kinds/course.job";
import { canGenerateRest } from "./kinds/rest-source";

export interface GenerationDeps {
  db: Database;
  ai: AiClient;
  jobs: JobSystem;
  config: Config;
}

export type GenerateOutcome =
  | {
      done: true;
      jobId: string;
      course: { id: string; name: string; cardCount: number };
      totalCost: number;
      generationTimeMs: number;
      calls: number;
      shortfall: CardShortfall | null;
    }
  | { done: false; job: GenerationJob };

/** The job as its owner sees it; another user's job is "not found". */
export async function getGenerationJob(
  deps: Pick<GenerationDeps, "db" | "jobs">,
  jobId: string,
  userId: string,
): Promise<GenerationJob> {
  const row = await repo.find(deps.db, jobId);
  if (!row || row.userId !== userId) throw notFound("Generation job");
  return describeJob(deps, row);
}

/** How many of a learner's recent jobs GET /ai-content/jobs lists. */
export const RECENT_JOBS = 20;

/** The learner's own recent jobs, newest first: a client that lost a job's id finds it here. */
export async function listRecentJobs(
  deps: Pick<GenerationDeps, "db" | "jobs">,
  userId: string,
): Promise<GenerationJob[]> {
  const rows = await repo.listRecent(deps.db, userId, RECENT_JOBS);
  return Promise.all(rows.map((row) => describeJob(deps, row)));
}

/**
 * The course's latest generation that did not fail, for its owner (the course page shows a shortfall and
 * "generate the rest" from it). Null for a course without one, and for a public course of someone else;
 * another user's private course is "not found".
 */
export async function getCourseGeneration(
  deps: Pick<GenerationDeps, "db" | "jobs">,
  courseId: string,
  userId: string,
): Promise<GenerationJob | null> {
  const course = await getCourse(deps.db, courseId, userId);
  if (course.ownerId !== userId) return null;
  const row = await repo.latestLiveForCourse(deps.db, courseId);
  return row ? describeJob(deps, row) : null;
}

async function describeJob(deps: Pick<GenerationDeps, "db" | "jobs">, row: JobRow): Promise<GenerationJob> {
  const { db, jobs } = deps;
  const course = row.courseId ? await getCourse(db, row.courseId, row.userId).catch(() => null) : null;
  const cost = await jobCostMicros(db, row.id);
  return presentGenerationJob(row, presentJob(row, jobs.summarize(row)), {
    course,
    costMicros: cost.micros,
    canGenerateRest: course !== null && (await canGenerateRest(db, row)),
  });
}

/**
 * Waits for a job the request started (AI_GENERATE_WAIT_MS): its course when it completed (with the
 * shortfall, if any), its error when it failed, else the job to follow (202).
 */
export async function awaitGeneration(deps: GenerationDeps, jobId: string): Promise<GenerateOutcome> {
  const { db, jobs, config } = deps;
  const row = await jobs.waitFor(jobId, config.AI_GENERATE_WAIT_MS);
  if (row.status === "failed") {
    const code = ErrorCode.safeParse(row.errorCode);
    throw new AppError(code.success ? code.data : "AI_ERROR", row.error ?? "Failed to generate course");
  }
  const job = await describeJob(deps, row);
  if (row.status !== "completed" || !job.course) return { done: false, job };
  const cost = await jobCostMicros(db, row.id);
  return {
    done: true,
    jobId: row.id,
    course: job.course,
    totalCost: job.totalCost,
    generationTimeMs: (row.finishedAt ?? new Date()).getTime() - row.createdAt.getTime(),
    calls: cost.calls,
    shortfall: job.shortfall,
  };
}

/**
 * POST /ai-content/generate: a durable job (the route's AI preflight checked the provider, the account, the
 * budget and the content, with the owned `material` it read), and then the request waits for it
 * (AI_GENERATE_WAIT_MS) so the client gets the course in one call as the spec has it.
 */
export async function generateCourse(
  deps: GenerationDeps,
  user: AuthUser,
  body: z.output<typeof GenerateCourseBody>,
  material: MaterialRow | null,
): Promise<GenerateOutcome> {
  const { jobs } = deps;
  const { brief, syllabusContext } = body;
  const created = await jobs.submit(courseJob, {
    userId: user.id,
    input: { brief, syllabusContext: syllabusContext ?? null, materialId: material?.id ?? null },
  });
  return awaitGeneration(deps, created.id);
}
