import type {
  CardMemoryResponse,
  ForecastResponse,
  HeatmapResponse,
  LevelMasteryResponse,
  OverallResponse,
  PatternsResponse,
  PerformanceResponse,
  RetentionResponse,
  StreakResponse,
  TopicMasteryResponse,
} from "@recall/shared";
import { api } from "../../../lib/api-client";

type Signal = AbortSignal | undefined;

/** The analytics calls of requirements C7 and the memory views beyond them (paths relative to the API prefix). */
export const analyticsApi = {
  overall: (signal?: Signal) => api.get<OverallResponse>("/analytics/overall", undefined, signal),
  performance: (days: number, signal?: Signal) =>
    api.get<PerformanceResponse>("/analytics/performance", { days }, signal),
  topicMastery: (signal?: Signal) =>
    api.get<TopicMasteryResponse>("/analytics/mastery/topic", undefined, signal),
  levelMastery: (signal?: Signal) =>
    api.get<LevelMasteryResponse>("/analytics/mastery/level", undefined, signal),
  patterns: (signal?: Signal) => api.get<PatternsResponse>("/analytics/patterns", undefined, signal),
  streak: (signal?: Signal) => api.get<StreakResponse>("/analytics/streak", undefined, signal),
  heatmap: (signal?: Signal) => api.get<HeatmapResponse>("/analytics/heatmap", undefined, signal),
  forecast: (signal?: Signal) => api.get<ForecastResponse>("/analytics/forecast", undefined, signal),
  retention: (signal?: Signal) => api.get<RetentionResponse>("/analytics/retention", undefined, signal),
  cardMemory: (cardId: string, signal?: Signal) =>
    api.get<CardMemoryResponse>(`/analytics/cards/${cardId}`, undefined, signal),
};
