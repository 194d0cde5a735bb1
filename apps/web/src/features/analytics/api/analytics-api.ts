import { api } from "../../../lib/api-client";

type Signal = AbortSignal | undefined;

/** The analytics calls of requirements C7 and the memory views beyond them (paths relative to the API prefix). */
export const analyticsApi = {
  overall: (signal?: Signal) => api.call("GET /analytics/overall", {}, { signal }),
  performance: (days: number, signal?: Signal) =>
    api.call("GET /analytics/performance", { query: { days } }, { signal }),
  topicMastery: (signal?: Signal) => api.call("GET /analytics/mastery/topic", {}, { signal }),
  levelMastery: (signal?: Signal) => api.call("GET /analytics/mastery/level", {}, { signal }),
  patterns: (signal?: Signal) => api.call("GET /analytics/patterns", {}, { signal }),
  streak: (signal?: Signal) => api.call("GET /analytics/streak", {}, { signal }),
  heatmap: (signal?: Signal) => api.call("GET /analytics/heatmap", {}, { signal }),
  forecast: (signal?: Signal) => api.call("GET /analytics/forecast", {}, { signal }),
  retention: (signal?: Signal) => api.call("GET /analytics/retention", {}, { signal }),
  cardMemory: (cardId: string, signal?: Signal) =>
    api.call("GET /analytics/cards/:cardId", { params: { cardId } }, { signal }),
};
