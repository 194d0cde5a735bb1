import { z } from "zod";
import { QuestionMode } from "../domain/adaptive/question-mode";
import { NeuroChemicals } from "../domain/engine/chemicals";
import { AnswerSignals, EngineResponse } from "../domain/engine/contracts";
import { Card } from "./cards";
import { Id } from "./common";

/** part1 §2/§5: 5 to 50 cards in steps of 5, default 15. */
export const SESSION_CARD_LIMITS = { min: 5, max: 50, step: 5, default: 15 } as const;

export const StartSessionBody = z
  .object({
    courseIds: z
      .array(Id, { message: "courseIds must be a list of course ids" })
      .min(1, { message: "Select at least one course" })
      .max(50, { message: "Select at most 50 courses" }),
    plannedCards: z
      .number({ message: "plannedCards must be a number" })
      .int({ message: "plannedCards must be a whole number" })
      .min(SESSION_CARD_LIMITS.min, { message: `plannedCards must be at least ${SESSION_CARD_LIMITS.min}` })
      .max(SESSION_CARD_LIMITS.max, { message: `plannedCards must be at most ${SESSION_CARD_LIMITS.max}` })
      .refine((n) => n % SESSION_CARD_LIMITS.step === 0, {
        message: `plannedCards must be a multiple of ${SESSION_CARD_LIMITS.step}`,
      })
      .default(SESSION_CARD_LIMITS.default),
  })
  .strict();
export type StartSessionBody = z.input<typeof StartSessionBody>;

export const StartFromCollectionBody = z.object({ collectionId: Id }).strict();
export type StartFromCollectionBody = z.input<typeof StartFromCollectionBody>;

export const SessionSummary = z.object({
  id: z.string(),
  status: z.enum(["active", "completed"]),
  courseIds: z.array(z.string()),
  collectionId: z.string().nullable(),
  plannedCards: z.number(),
  totalCards: z.number(),
  completedCards: z.number(),
  durationSec: z.number().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  metrics: z.object({
    correct: z.number(),
    incorrect: z.number(),
    streak: z.number(),
    streakMax: z.number(),
  }),
  accuracy: z.number(),
  chemicals: NeuroChemicals,
});
export type SessionSummary = z.infer<typeof SessionSummary>;

export const StartSessionResponse = z.object({
  data: z.object({ session: SessionSummary, cards: z.array(Card) }),
});
export type StartSessionResponse = z.infer<typeof StartSessionResponse>;

export const AnswerBody = z
  .object({
    sessionId: Id,
    cardId: Id,
    correct: z.boolean({ message: "correct must be true or false" }),
    timeTakenMs: z
      .number({ message: "timeTakenMs must be a number" })
      .int()
      .min(0, { message: "timeTakenMs cannot be negative" })
      .max(3_600_000, { message: "timeTakenMs must be at most one hour" }),
    signals: AnswerSignals.default({}),
    retryAttempts: z.number().int().min(0).max(50).default(0),
    retrySuccessful: z.boolean().default(false),
    /** Chosen by the client once per card; a resubmission with the same id counts once. */
    clientAnswerId: z.string().trim().min(1).max(64).optional(),
    /** The mode the card was shown in (adaptive question mode). */
    mode: QuestionMode.optional(),
  })
  .strict();
export type AnswerBody = z.input<typeof AnswerBody>;

export const AnswerResponse = z.object({
  engine: EngineResponse,
  data: z.object({
    duplicate: z.boolean(),
    grade: z.number(),
    progress: z.object({
      completedCards: z.number(),
      totalCards: z.number(),
      correct: z.number(),
      incorrect: z.number(),
      streak: z.number(),
      streakMax: z.number(),
    }),
    nextReviewAt: z.string(),
  }),
});
export type AnswerResponse = z.infer<typeof AnswerResponse>;

export const SessionResponse = z.object({ data: z.object({ session: SessionSummary }) });
export type SessionResponse = z.infer<typeof SessionResponse>;

export const SessionListQuery = z.object({
  limit: z.coerce.number().int().min(1, { message: "limit must be at least 1" }).max(100).default(10),
});
export const SessionListResponse = z.object({ data: z.object({ sessions: z.array(SessionSummary) }) });
export type SessionListResponse = z.infer<typeof SessionListResponse>;

export const UserStatsResponse = z.object({
  data: z.object({
    currentStreak: z.number(),
    longestStreak: z.number(),
    accuracy: z.number(),
    totalSessions: z.number(),
    cardsStudied: z.number(),
    totalCorrect: z.number(),
    totalAnswers: z.number(),
    lastStudiedAt: z.string().nullable(),
  }),
});
export type UserStatsResponse = z.infer<typeof UserStatsResponse>;

/** part1 §3 "Session analytics payload". */
export const SessionAnalyticsBody = z
  .object({
    sessionId: Id,
    duration: z.number().min(0).max(86_400),
    cardsReviewed: z.number().int().min(0).max(10_000),
    basicCards: z.number().int().min(0).max(10_000),
    mcqCards: z.number().int().min(0).max(10_000),
    averageTimePerBasicCard: z.number().min(0).max(3_600_000),
    averageTimePerMCQCard: z.number().min(0).max(3_600_000),
    fastAnswerCount: z.number().int().min(0).max(10_000),
    basicCardAccuracy: z.number().min(0).max(100),
    mcqCardAccuracy: z.number().min(0).max(100),
    manualMCQRequests: z.number().int().min(0).max(10_000),
    manualBasicRequests: z.number().int().min(0).max(10_000),
    topicsStudied: z.array(z.string().max(300)).max(500),
    /** sendBeacon cannot send headers, so a beacon carries the bearer token in the body. */
    token: z.string().max(200).optional(),
  })
  .strict();
export type SessionAnalyticsBody = z.input<typeof SessionAnalyticsBody>;
