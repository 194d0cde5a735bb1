/**
 * Query keys of the analytics feature. They start with "sessions": completing a session invalidates
 * `["sessions"]` (as for the dashboard), so the page shows the new figures on the next visit instead of
 * waiting out the 5-minute freshness.
 */
export const analyticsKeys = {
  all: ["sessions", "analytics"] as const,
  overall: () => [...analyticsKeys.all, "overall"] as const,
  performance: (days: number) => [...analyticsKeys.all, "performance", days] as const,
  mastery: (by: "course" | "topic" | "level") => [...analyticsKeys.all, "mastery", by] as const,
  patterns: () => [...analyticsKeys.all, "patterns"] as const,
  streak: () => [...analyticsKeys.all, "streak"] as const,
  heatmap: () => [...analyticsKeys.all, "heatmap"] as const,
  forecast: () => [...analyticsKeys.all, "forecast"] as const,
  retention: () => [...analyticsKeys.all, "retention"] as const,
  card: (cardId: string) => [...analyticsKeys.all, "card", cardId] as const,
};
