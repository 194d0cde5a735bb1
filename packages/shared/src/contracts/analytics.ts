import { z } from "zod";
import { MASTERY_BUCKETS } from "../domain/fsrs/mastery-bucket";
import { Id } from "./common";

/**
 * The analytics calls of requirements C7 and C3 "Analytics objects", plus the memory views beyond the spec
 * (docs/decisions/analytics.md). Percentages are 0-100 with one decimal; days are local calendar days
 * (YYYY-MM-DD) in the user's time zone.
 */

/** requirements C9: the performance window is 30 days by default; the call accepts 1 to 365. */
export const PERFORMANCE_DAYS = { min: 1, max: 365, default: 30 } as const;
/** The review heatmap covers the last 365 local days, today included. */
export const HEATMAP_DAYS = 365;
/** The due forecast covers today and the next 29 days. */
export const FORECAST_DAYS = 30;
/** The retention trend covers the last 12 local weeks (Monday to Sunday), this week included. */
export const RETENTION_WEEKS = 12;
/** The per-card review log lists at most this many reviews, newest first. */
export const REVIEW_LOG_LIMIT = 100;

const LocalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const Percent = z.number();

export const PerformanceQuery = z.object({
  days: z.coerce
    .number({ message: "days must be a number" })
    .int({ message: "days must be a whole number" })
    .min(PERFORMANCE_DAYS.min, { message: `days must be at least ${PERFORMANCE_DAYS.min}` })
    .max(PERFORMANCE_DAYS.max, { message: `days must be at most ${PERFORMANCE_DAYS.max}` })
    .default(PERFORMANCE_DAYS.default),
});
export type PerformanceQuery = z.input<typeof PerformanceQuery>;

/** requirements C2: cards per mastery bucket (docs/decisions/fsrs-grade-mapping.md). */
export const MasteryDistribution = z.object({
  new: z.number(),
  learning: z.number(),
  familiar: z.number(),
  known: z.number(),
  strong: z.number(),
  mastered: z.number(),
});
export type MasteryDistribution = z.infer<typeof MasteryDistribution>;

/** requirements C3 "Overall". `totals.cards` counts answers, `timeSpent` sums answer times in seconds. */
export const OverallAnalytics = z.object({
  totals: z.object({ cards: z.number(), timeSpent: z.number(), sessions: z.number() }),
  averages: z.object({ accuracy: Percent, cardsPerSession: z.number() }),
  masteryDistribution: MasteryDistribution,
});
export type OverallAnalytics = z.infer<typeof OverallAnalytics>;
export const OverallResponse = z.object({ data: OverallAnalytics });
export type OverallResponse = z.infer<typeof OverallResponse>;

/** requirements C3 "Performance point": one per local day with answers, oldest first. */
export const PerformancePoint = z.object({ date: LocalDate, accuracy: Percent, cards: z.number() });
export type PerformancePoint = z.infer<typeof PerformancePoint>;
export const PerformanceResponse = z.object({
  data: z.object({ days: z.number(), points: z.array(PerformancePoint) }),
});
export type PerformanceResponse = z.infer<typeof PerformanceResponse>;

const MasteryFigures = {
  totalCards: z.number(),
  masteredCards: z.number(),
  masteryPercentage: Percent,
};

export const CourseMastery = z.object({
  courseId: z.string(),
  name: z.string(),
  ...MasteryFigures,
  /** Share of this learner's answers recorded in the course that were right; null without answers. */
  accuracy: Percent.nullable(),
});
export type CourseMastery = z.infer<typeof CourseMastery>;
export const CourseMasteryResponse = z.object({ data: z.object({ courses: z.array(CourseMastery) }) });
export type CourseMasteryResponse = z.infer<typeof CourseMasteryResponse>;

/** requirements C3 "Topic mastery", highest mastery first. */
export const TopicMastery = z.object({ topic: z.string(), ...MasteryFigures });
export type TopicMastery = z.infer<typeof TopicMastery>;
export const TopicMasteryResponse = z.object({ data: z.object({ topics: z.array(TopicMastery) }) });
export type TopicMasteryResponse = z.infer<typeof TopicMasteryResponse>;

/** requirements C3 "Level mastery", Beginner, Intermediate, Advanced first. */
export const LevelMastery = z.object({ level: z.string(), ...MasteryFigures, accuracy: Percent.nullable() });
export type LevelMastery = z.infer<typeof LevelMastery>;
export const LevelMasteryResponse = z.object({ data: z.object({ levels: z.array(LevelMastery) }) });
export type LevelMasteryResponse = z.infer<typeof LevelMasteryResponse>;

/** requirements C3 "Patterns": the seven weekdays, Sunday first. */
export const WEEKDAY_LABELS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
export const WeekdayPattern = z.object({
  /** 0 Sunday .. 6 Saturday. */
  weekday: z.number(),
  label: z.enum(WEEKDAY_LABELS),
  sessions: z.number(),
});
export type WeekdayPattern = z.infer<typeof WeekdayPattern>;
export const PatternsResponse = z.object({ data: z.object({ patterns: z.array(WeekdayPattern) }) });
export type PatternsResponse = z.infer<typeof PatternsResponse>;

export const StreakAnalytics = z.object({
  currentStreak: z.number(),
  longestStreak: z.number(),
  todayDone: z.boolean(),
  today: LocalDate,
  /** Every local day with at least one answer, oldest first. */
  studyDays: z.array(LocalDate),
});
export type StreakAnalytics = z.infer<typeof StreakAnalytics>;
export const StreakResponse = z.object({ data: StreakAnalytics });
export type StreakResponse = z.infer<typeof StreakResponse>;

export const HeatmapResponse = z.object({
  data: z.object({
    from: LocalDate,
    to: LocalDate,
    /** Only the days with reviews, oldest first. */
    days: z.array(z.object({ date: LocalDate, reviews: z.number() })),
  }),
});
export type HeatmapResponse = z.infer<typeof HeatmapResponse>;

export const ForecastResponse = z.object({
  data: z.object({
    /** Studied cards whose due time is before today began. */
    overdue: z.number(),
    /** Today first, then each following day: cards falling due that day. */
    days: z.array(z.object({ date: LocalDate, due: z.number() })),
  }),
});
export type ForecastResponse = z.infer<typeof ForecastResponse>;

export const RetentionWeek = z.object({
  /** The Monday that starts the local week. */
  weekStart: LocalDate,
  /** Reviews of cards answered at least once before. */
  reviews: z.number(),
  correct: z.number(),
  /** correct / reviews; null in a week without such reviews. */
  retention: Percent.nullable(),
});
export type RetentionWeek = z.infer<typeof RetentionWeek>;
export const RetentionResponse = z.object({
  data: z.object({
    weeks: z.array(RetentionWeek),
    /** Mean FSRS retrievability now of the studied cards; null before any. */
    averageRetrievability: Percent.nullable(),
    studiedCards: z.number(),
    /** The retention FSRS schedules for. */
    targetRetention: Percent,
  }),
});
export type RetentionResponse = z.infer<typeof RetentionResponse>;

export const CardMemoryParams = z.object({ cardId: Id });

export const MemoryState = z.enum(["new", "learning", "review", "relearning"]);
export type MemoryState = z.infer<typeof MemoryState>;

export const CardMemoryView = z.object({
  state: MemoryState,
  bucket: z.enum(MASTERY_BUCKETS),
  /** Days until recall probability falls to 90%. */
  stability: z.number(),
  /** FSRS difficulty, 1 (easy) to 10 (hard). */
  difficulty: z.number(),
  /** Predicted recall probability now, 0-100. */
  retrievability: Percent,
  due: z.string(),
  isDue: z.boolean(),
  lastReview: z.string().nullable(),
  scheduledDays: z.number(),
  reps: z.number(),
  lapses: z.number(),
});
export type CardMemoryView = z.infer<typeof CardMemoryView>;

export const ReviewLogEntry = z.object({
  at: z.string(),
  correct: z.boolean(),
  /** FSRS rating: 1 Again, 2 Hard, 3 Good, 4 Easy. */
  grade: z.number(),
  timeTakenMs: z.number(),
  mode: z.enum(["basic", "mcq"]).nullable(),
  /** When that review scheduled the card next; null for answers recorded before it was kept. */
  dueAfter: z.string().nullable(),
  /** The card's topic and level when it was answered. */
  topic: z.string(),
  level: z.string(),
});
export type ReviewLogEntry = z.infer<typeof ReviewLogEntry>;

export const CardMemoryResponse = z.object({
  data: z.object({
    card: z.object({
      id: z.string(),
      face: z.string(),
      courseId: z.string(),
      courseName: z.string(),
      topic: z.string(),
      level: z.string(),
    }),
    /** null: this learner has never answered the card. */
    memory: CardMemoryView.nullable(),
    reviews: z.array(ReviewLogEntry),
    totalReviews: z.number(),
  }),
});
export type CardMemoryResponse = z.infer<typeof CardMemoryResponse>;
