import type { GenerateCourseBody, GenerationJob } from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import type { AiClient } from "../ai/ai-client";
import { jobCostMicros } from "../ai/budget";
import { outlineMaxTokens } from "../ai/course-ai";
import { requireGuidelinesAccepted, screenOrThrow } from "../ai/guidelines";
import { OUTLINE_SYSTEM, outlinePrompt } from "../ai/prompts/outline";
import { getCourse } from "../courses/course.service";
import { presentJob } from "./job.presenter";
import type { JobSystem } from "./job-system";
import { type JobRow, jobsRepository as repo } from "./jobs.repository";

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
    }
  | { done: false; job: GenerationJob };

/** The job as its owner sees it; another user's job is "not found". */
export async function getGenerationJob(db: Database, jobId: string, userId: string): Promise<GenerationJob> {
  const row = await repo.find(db, jobId);
  if (!row || row.userId !== userId) throw notFound("Generation job");
  return describeJob(db, row);
}

async function describeJob(db: Database, row: JobRow): Promise<GenerationJob> {
  const course = row.courseId ? await getCourse(db, row.courseId, row.userId).catch(() => null) : null;
  const cost = await jobCostMicros(db, row.id);
  return presentJob(row, course, cost.micros);
}

/**
 * POST /ai-content/generate: checks (provider, guidelines, content, budget), a durable job, and then the
 * request waits for it (AI_GENERATE_WAIT_MS) so the client gets the course in one call as the spec has it.
 */
export async function generateCourse(
  deps: GenerationDeps,
  user: AuthUser,
  body: z.output<typeof GenerateCourseBody>,
): Promise<GenerateOutcome> {
  const { db, ai, jobs, config } = deps;
  ai.requireConfigured();
  requireGuidelinesAccepted(user);
  const { brief, syllabusContext } = body;
  screenOrThrow(
    brief.topic,
    brief.goal,
    ...brief.focusAreas,
    syllabusContext?.mainTopic,
    syllabusContext?.subtopic,
    syllabusContext?.description,
  );
  // Fail fast when not even the first call fits; every call still reserves its own maximum.
  await ai.requireAffordable(
    user.id,
    ai.maxCostMicros(
      OUTLINE_SYSTEM + outlinePrompt(brief, syllabusContext),
      outlineMaxTokens(brief.cardCount),
    ),
  );
  const created = await repo.create(db, {
    userId: user.id,
    kind: "course",
    input: { brief, syllabusContext: syllabusContext ?? null },
  });
  await jobs.enqueue(created.id);
  const row = await jobs.waitFor(created.id, config.AI_GENERATE_WAIT_MS);
  if (row.status === "failed") {
    throw new AppError(
      (row.errorCode as AppError["code"] | null) ?? "AI_ERROR",
      row.error ?? "Failed to generate course",
    );
  }
  const job = await describeJob(db, row);
  if (row.status !== "completed" || !job.course) return { done: false, job };
  const cost = await jobCostMicros(db, row.id);
  return {
    done: true,
    jobId: row.id,
    course: job.course,
    totalCost: job.totalCost,
    generationTimeMs: (row.finishedAt ?? new Date()).getTime() - row.createdAt.getTime(),
    calls: cost.calls,
  };
}
