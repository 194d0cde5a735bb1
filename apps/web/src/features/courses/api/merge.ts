import type { ConfirmedMergeAnalysis, MergeAnalysis, MergeExecuteBody } from "@recall/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { courseKeys } from "./query-keys";

/** requirements C7: POST /ai-content/merge/analyze and /merge/execute. */
export const mergeApi = {
  analyze: (courseIds: string[]) => api.call("POST /ai-content/merge/analyze", { body: { courseIds } }),
  execute: (body: MergeExecuteBody) => api.call("POST /ai-content/merge/execute", { body }, { once: true }),
};

/** What the learner changed in the analysis: name, slug, description, and the left-out cards kept. */
export interface MergeEdits {
  name: string;
  slug: string;
  description: string;
  keepCardIds: string[];
}

/**
 * The analysis as the learner confirmed it (requirements C7 "courseIds, confirmedAnalysis"). The pairs go back by
 * card id only: the server reads the cards itself, and their texts would make a large merge's request
 * many times larger for nothing.
 */
export function confirmedAnalysis(analysis: MergeAnalysis, edits: MergeEdits): ConfirmedMergeAnalysis {
  return {
    ...analysis,
    suggestedName: edits.name,
    suggestedSlug: edits.slug,
    suggestedDescription: edits.description,
    duplicatePairs: analysis.duplicatePairs.map(({ kept, dropped }) => ({
      kept: { id: kept.id },
      dropped: { id: dropped.id },
    })),
    keepCardIds: edits.keepCardIds,
  };
}

/**
 * The analysis of the chosen courses, asked once per opening of the modal (it may call the model, so it
 * is never refetched on its own: no retry, no refetch on focus).
 */
export function useMergeAnalysis(courseIds: string[], enabled: boolean) {
  return useQuery({
    // Outside courseKeys.all: refreshing the courses must not ask the model again.
    queryKey: ["merge-analysis", courseIds],
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
    queryFn: async () => (await mergeApi.analyze(courseIds)).data,
  });
}

export function useExecuteMerge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: MergeExecuteBody) => (await mergeApi.execute(body)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  });
}
