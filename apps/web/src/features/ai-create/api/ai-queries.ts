import { AI_MESSAGES } from "@recall/shared";
import { useQuery } from "@tanstack/react-query";
import { translateMessage } from "../../../lib/translate-message";
import { canEstimate, ESTIMATE_STALE_MS, JOB_POLL_MS, USAGE_POLL_MS } from "../lib/limits";
import { aiApi } from "./ai-api";
import { aiKeys } from "./query-keys";

/** Whether the server has an AI provider; when not, its message names the variables to set. */
export function useAiStatus() {
  return useQuery({ queryKey: aiKeys.status(), queryFn: async () => (await aiApi.status()).data });
}

/** This month's AI spending, polled every 30 s (requirements C7). */
export function useAiUsage(enabled = true) {
  return useQuery({
    queryKey: aiKeys.usage(),
    enabled,
    refetchInterval: USAGE_POLL_MS,
    queryFn: async () => (await aiApi.usage()).data,
  });
}

/** Cost and time for `cardCount` cards: fetched only for 10-200 cards, cached 5 minutes (requirements C5, C9). */
export function useEstimate(cardCount: number | null | undefined) {
  const enabled = canEstimate(cardCount);
  return useQuery({
    queryKey: aiKeys.estimate(enabled ? cardCount : 0),
    enabled,
    staleTime: ESTIMATE_STALE_MS,
    queryFn: async () => (await aiApi.estimate(cardCount as number)).data,
  });
}

/** Starting points that prefill the first chat message. */
export function useBriefTemplates(enabled = true) {
  return useQuery({
    queryKey: aiKeys.templates(),
    enabled,
    queryFn: async () => (await aiApi.templates()).data.templates,
  });
}

/** The latest generation of the owner's course (its shortfall); followed while it runs. */
export function useCourseGenerationJob(courseId: string, enabled = true) {
  return useQuery({
    queryKey: aiKeys.courseGeneration(courseId),
    enabled,
    queryFn: async () => (await aiApi.courseGeneration(courseId)).data,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === "queued" || status === "running" ? JOB_POLL_MS : false;
    },
  });
}

/** The user's earlier materials, to write another course from one. */
export function useMaterials() {
  return useQuery({
    queryKey: aiKeys.materials(),
    queryFn: async () => (await aiApi.materials()).data.materials,
  });
}

/**
 * Why an AI action cannot run, or null when it can (part2: a control says the truth). Only a server
 * without a provider disables AI buttons, with its message naming the variables to set; while the status
 * loads, or if it cannot be read, the button stays enabled and the server's answer is shown if it fails.
 */
export function useAiUnavailableReason(): string | null {
  const status = useAiStatus();
  return status.data?.configured === false
    ? translateMessage(status.data.message ?? AI_MESSAGES.notConfigured)
    : null;
}
