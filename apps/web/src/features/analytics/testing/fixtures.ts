import type {
  CardMemoryResponse,
  ForecastResponse,
  HeatmapResponse,
  LevelMastery,
  OverallAnalytics,
  PerformancePoint,
  RetentionResponse,
  StreakAnalytics,
  TopicMastery,
  WeekdayPattern,
} from "@recall/shared";

/** Figures of a learner with some history (the analytics tests' shared data; not shipped). */
export const overall = (patch: Partial<OverallAnalytics> = {}): OverallAnalytics => ({
  totals: { cards: 1234, timeSpent: 2 * 3600 + 5 * 60 + 30, sessions: 40 },
  averages: { accuracy: 77.8, cardsPerSession: 30.9 },
  masteryDistribution: { new: 10, learning: 4, familiar: 6, known: 3, strong: 2, mastered: 1 },
  ...patch,
});

export const emptyOverall = (): OverallAnalytics => ({
  totals: { cards: 0, timeSpent: 0, sessions: 0 },
  averages: { accuracy: 0, cardsPerSession: 0 },
  masteryDistribution: { new: 12, learning: 0, familiar: 0, known: 0, strong: 0, mastered: 0 },
});

export const points: PerformancePoint[] = [
  { date: "2025-06-16", accuracy: 50, cards: 2 },
  { date: "2025-06-17", accuracy: 75, cards: 4 },
];

export const topics: TopicMastery[] = [
  ["Planets", 85],
  ["Stars", 62.5],
  ["Moons", 40],
  ["Comets", 20],
  ["Galaxies", 19.9],
  ["Nebulae", 5],
].map(([topic, masteryPercentage]) => ({
  topic: topic as string,
  totalCards: 4,
  masteredCards: 1,
  masteryPercentage: masteryPercentage as number,
}));

export const levels: LevelMastery[] = [
  { level: "Beginner", totalCards: 10, masteredCards: 2, masteryPercentage: 48, accuracy: 80 },
  { level: "Advanced", totalCards: 3, masteredCards: 0, masteryPercentage: 0, accuracy: null },
];

export const patterns: WeekdayPattern[] = (["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const).map(
  (label, weekday) => ({ weekday, label, sessions: weekday === 2 ? 3 : 0 }),
);

export const streak: StreakAnalytics = {
  currentStreak: 2,
  longestStreak: 5,
  todayDone: false,
  today: "2025-06-18",
  studyDays: ["2025-06-16", "2025-06-17"],
};

export const heatmap: HeatmapResponse["data"] = {
  from: "2024-06-19",
  to: "2025-06-18",
  days: [
    { date: "2025-06-16", reviews: 2 },
    { date: "2025-06-17", reviews: 4 },
  ],
};

export const forecast: ForecastResponse["data"] = {
  overdue: 3,
  days: Array.from({ length: 30 }, (_, i) => ({
    date: `2025-07-${String(i + 1).padStart(2, "0")}`,
    due: i === 0 ? 5 : i === 2 ? 1 : 0,
  })),
};

export const retention: RetentionResponse["data"] = {
  weeks: Array.from({ length: 12 }, (_, i) => ({
    weekStart: `2025-0${i < 9 ? 4 : 6}-${String(1 + (i % 9) * 3).padStart(2, "0")}`,
    reviews: i === 11 ? 4 : 0,
    correct: i === 11 ? 3 : 0,
    retention: i === 11 ? 75 : null,
  })),
  averageRetrievability: 91.3,
  studiedCards: 24,
  targetRetention: 90,
};

export const cardMemory = (patch: Partial<CardMemoryResponse["data"]> = {}): CardMemoryResponse["data"] => ({
  card: {
    id: "card-1",
    face: "Which planet is largest?",
    courseId: "c1",
    courseName: "Astronomy",
    topic: "Planets",
    level: "Beginner",
  },
  memory: {
    state: "review",
    bucket: "known",
    stability: 12.34,
    difficulty: 4.2,
    retrievability: 93.1,
    due: "2099-01-01T10:00:00.000Z",
    isDue: false,
    lastReview: "2025-06-10T10:00:00.000Z",
    scheduledDays: 12,
    reps: 3,
    lapses: 0,
  },
  reviews: [
    {
      at: "2025-06-10T10:00:00.000Z",
      correct: true,
      grade: 3,
      timeTakenMs: 4200,
      mode: "mcq",
      dueAfter: "2025-06-22T10:00:00.000Z",
      topic: "Planets",
      level: "Beginner",
    },
    {
      at: "2025-06-01T10:00:00.000Z",
      correct: false,
      grade: 1,
      timeTakenMs: 9000,
      mode: "basic",
      dueAfter: null,
      topic: "Planets",
      level: "Beginner",
    },
  ],
  totalReviews: 2,
  ...patch,
});
