import { PERFORMANCE_DAYS } from "@recall/shared";
import { useQuery } from "@tanstack/react-query";
import { analyticsApi } from "./analytics-api";
import { analyticsKeys } from "./query-keys";

/** requirements C3 "Overall": the tiles, the empty state and the mastery distribution. */
export const useOverall = () =>
  useQuery({
    queryKey: analyticsKeys.overall(),
    queryFn: async ({ signal }) => (await analyticsApi.overall(signal)).data,
  });

/** requirements C9: the performance window is 30 days. */
export const usePerformance = (days: number = PERFORMANCE_DAYS.default) =>
  useQuery({
    queryKey: analyticsKeys.performance(days),
    queryFn: async ({ signal }) => (await analyticsApi.performance(days, signal)).data.points,
  });

export const useTopicMastery = () =>
  useQuery({
    queryKey: analyticsKeys.mastery("topic"),
    queryFn: async ({ signal }) => (await analyticsApi.topicMastery(signal)).data.topics,
  });

export const useLevelMastery = () =>
  useQuery({
    queryKey: analyticsKeys.mastery("level"),
    queryFn: async ({ signal }) => (await analyticsApi.levelMastery(signal)).data.levels,
  });

export const usePatterns = () =>
  useQuery({
    queryKey: analyticsKeys.patterns(),
    queryFn: async ({ signal }) => (await analyticsApi.patterns(signal)).data.patterns,
  });

export const useStreak = () =>
  useQuery({
    queryKey: analyticsKeys.streak(),
    queryFn: async ({ signal }) => (await analyticsApi.streak(signal)).data,
  });

export const useHeatmap = () =>
  useQuery({
    queryKey: analyticsKeys.heatmap(),
    queryFn: async ({ signal }) => (await analyticsApi.heatmap(signal)).data,
  });

export const useForecast = () =>
  useQuery({
    queryKey: analyticsKeys.forecast(),
    queryFn: async ({ signal }) => (await analyticsApi.forecast(signal)).data,
  });

export const useRetention = () =>
  useQuery({
    queryKey: analyticsKeys.retention(),
    queryFn: async ({ signal }) => (await analyticsApi.retention(signal)).data,
  });

/**
 * One card's memory, fetched when the panel opens and again each time it opens (`staleTime: 0`): an
 * answer in the session changes it.
 */
export const useCardMemory = (cardId: string, enabled: boolean) =>
  useQuery({
    queryKey: analyticsKeys.card(cardId),
    enabled,
    staleTime: 0,
    queryFn: async ({ signal }) => (await analyticsApi.cardMemory(cardId, signal)).data,
  });
