import type { Brief } from "@recall/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { trackEvent } from "../../../lib/analytics";
import { aiApi } from "../api/ai-api";
import { type GeneratedCourse, type JobProgress, runGeneration } from "./run-generation";

export { courseProgress, GENERATE_FAILED, type GeneratedCourse, type JobProgress } from "./run-generation";

/** Progress state and cancel-on-unmount shared by the generation hooks. */
function useJobProgress() {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);
  const begin = () => {
    abort.current = new AbortController();
    setProgress(null);
    return abort.current.signal;
  };
  return { progress, setProgress, begin };
}

/** What a course is generated from: the brief, and the learner's material when one was added. */
export interface CourseRequest {
  brief: Brief;
  materialId?: string | null;
}

/** Course generation with its progress; success is tracked and refreshes every cached list. */
export function useCourseGeneration() {
  const queryClient = useQueryClient();
  const job = useJobProgress();
  const mutation = useMutation({
    mutationFn: ({ brief, materialId }: CourseRequest): Promise<GeneratedCourse> => {
      const signal = job.begin();
      return runGeneration(
        () => aiApi.generate(materialId ? { brief, materialId } : { brief }),
        job.setProgress,
        signal,
      );
    },
    onSuccess: (result, { brief }) => {
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
  return { ...mutation, progress: job.progress };
}

/** "Generate the rest" of a course that fell short (POST /ai-content/jobs/{id}/generate-rest). */
export function useGenerateRest() {
  const queryClient = useQueryClient();
  const job = useJobProgress();
  const mutation = useMutation({
    mutationFn: (jobId: string): Promise<GeneratedCourse> => {
      const signal = job.begin();
      return runGeneration(() => aiApi.generateRest(jobId), job.setProgress, signal);
    },
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  return { ...mutation, progress: job.progress };
}
