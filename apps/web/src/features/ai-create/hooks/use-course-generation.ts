import type { Brief, GenerationJob } from "@recall/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { trackEvent } from "../../../lib/analytics";
import { ApiError } from "../../../lib/api-client";
import { aiApi } from "../api/ai-api";
import { JOB_POLL_MS } from "../lib/limits";

export const GENERATE_FAILED = "Failed to generate course";

export interface GeneratedCourse {
  course: { id: string; name: string; cardCount: number };
  totalCost: number;
  generationTimeMs: number;
}

export type JobProgress = GenerationJob["progress"];

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
 * POST /ai-content/generate {brief}. The server usually answers with the finished course; when it stops
 * waiting first (202) the job is followed with GET /ai-content/jobs/:id, its progress reported meanwhile.
 */
async function generate(brief: Brief, onProgress: (p: JobProgress) => void, signal: AbortSignal) {
  const started = Date.now();
  const answer = (await aiApi.generate({ brief })).data;
  if ("metadata" in answer) {
    return {
      course: answer.course,
      totalCost: answer.metadata.totalCost,
      generationTimeMs: answer.metadata.generationTimeMs,
    };
  }
  let job: GenerationJob = answer;
  while (job.status === "queued" || job.status === "running") {
    onProgress(job.progress);
    await wait(JOB_POLL_MS, signal);
    job = (await aiApi.job(answer.jobId)).data;
  }
  if (job.status === "failed" || !job.course) throw jobError(job);
  return { course: job.course, totalCost: job.totalCost, generationTimeMs: Date.now() - started };
}

/** Course generation with its progress; success is tracked and refreshes every cached list. */
export function useCourseGeneration() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const mutation = useMutation({
    mutationFn: (brief: Brief): Promise<GeneratedCourse> => {
      abort.current = new AbortController();
      setProgress(null);
      return generate(brief, setProgress, abort.current.signal);
    },
    onSuccess: (result, brief) => {
      trackEvent("ai-content-generation", {
        courseId: result.course.id,
        cardCount: result.course.cardCount,
        requestedCards: brief.cardCount,
        totalCost: result.totalCost,
        generationTimeMs: result.generationTimeMs,
      });
      // A new course shows up in course lists, the session picker, the library: refresh them all.
      void queryClient.invalidateQueries();
    },
  });
  return { ...mutation, progress };
}
