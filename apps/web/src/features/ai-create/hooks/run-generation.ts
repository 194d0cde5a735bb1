import type { CardShortfall, GenerationJob } from "@recall/shared";
import { ApiError } from "../../../lib/api-client";
import { aiApi, type GenerateAnswer } from "../api/ai-api";
import { JOB_POLL_MS } from "../lib/limits";

export const GENERATE_FAILED = "Failed to generate course";

/** A finished generation: the course, and what it is missing when it fell short of its plan. */
export interface GeneratedCourse {
  jobId: string;
  course: { id: string; name: string; cardCount: number };
  totalCost: number;
  generationTimeMs: number;
  /** Null when the course has every planned card and the MCQ share. */
  shortfall: CardShortfall | null;
  /** POST /ai-content/jobs/{jobId}/generate-rest can write the missing cards. */
  canGenerateRest: boolean;
}

/** A course generation's progress: its batches, and its cards against the plan. */
export type JobProgress = Extract<NonNullable<GenerationJob["progress"]>, { unit: "batch" }>;

/** The progress of a course generation job; null for a job of another kind (or one the server does not know). */
export const courseProgress = (job: GenerationJob): JobProgress | null =>
  job.progress?.unit === "batch" ? job.progress : null;

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** A failed job as the error the page shows: its own code and message, else the spec's fallback. */
function jobError(job: GenerationJob): ApiError {
  const code = job.error?.code ?? "AI_ERROR";
  const message = job.error?.message;
  return new ApiError(message || GENERATE_FAILED, 502, code, undefined, !!message);
}

/**
 * Starts a generation (POST /ai-content/generate or .../generate-rest). The server usually answers with
 * the finished course; when it stops waiting first (202) the job is followed with GET /ai-content/jobs/:id,
 * its progress reported meanwhile.
 */
export async function runGeneration(
  start: () => Promise<GenerateAnswer>,
  onProgress: (p: JobProgress | null) => void,
  signal: AbortSignal,
): Promise<GeneratedCourse> {
  const started = Date.now();
  const answer = (await start()).data;
  if ("metadata" in answer) {
    return {
      jobId: answer.jobId,
      course: answer.course,
      totalCost: answer.metadata.totalCost,
      generationTimeMs: answer.metadata.generationTimeMs,
      shortfall: answer.shortfall ?? null,
      // A job that just finished has no follow-up yet: short means the rest can be generated.
      canGenerateRest: Boolean(answer.shortfall),
    };
  }
  let job: GenerationJob = answer;
  while (job.status === "queued" || job.status === "running") {
    onProgress(courseProgress(job));
    await wait(JOB_POLL_MS, signal);
    job = (await aiApi.job(answer.jobId)).data;
  }
  if (job.status === "failed" || !job.course) throw jobError(job);
  return {
    jobId: job.id,
    course: job.course,
    totalCost: job.totalCost,
    generationTimeMs: Date.now() - started,
    shortfall: job.shortfall,
    canGenerateRest: job.canGenerateRest,
  };
}
