import { z } from "zod";
import { QuestionMode } from "../domain/adaptive/question-mode";
import { NeuroChemicals } from "../domain/engine/chemicals";
import { AnswerSignals, EngineResponse } from "../domain/engine/contracts";
import { CARD_LIMITS, Card } from "./cards";
import { Id } from "./common";

/** requirements S2/S5: 5 to 50 cards in steps of 5, default 15. */
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

/**
 * An open session nobody answered in for this long is closed as "expired" (docs/decisions/session-api.md),
 * so the dashboard never shows a session "In progress" for good.
 */
export const SESSION_IDLE_EXPIRY_HOURS = 24;

/**
 * active: open, can be resumed; completed: finished by the learner; abandoned: ended by the learner
 * before the last card; expired: closed by the server after SESSION_IDLE_EXPIRY_HOURS without an answer.
 */
export const SessionStatus = z.enum(["active", "completed", "abandoned", "expired"]);
export type SessionStatus = z.infer<typeof SessionStatus>;

export const StartFromCollectionBody = z.object({ collectionId: Id }).strict();
export type StartFromCollectionBody = z.input<typeof StartFromCollectionBody>;

export const SessionSummary = z.object({
  id: z.string(),
  status: SessionStatus,
  courseIds: z.array(z.string()),
  collectionId: z.string().nullable(),
  plannedCards: z.number(),
  totalCards: z.number(),
  completedCards: z.number(),
  durationSec: z.number().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** When an abandoned or expired session ended; null while active and for completed sessions. */
  endedAt: z.string().nullable(),
  /** The start or the latest answer: what the idle expiry counts from. */
  lastActivityAt: z.string(),
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

const answerWays = ["correct", "choiceIndex", "typedAnswer"] as const;

/**
 * requirements S3 answer payload. The server decides correctness wherever it can: an MCQ answer sends the
 * picked option (`choiceIndex`), a typed cloze answer its text (`typedAnswer`); only a self-graded answer
 * (basic cards, Full Answer mode, a cloze answer revealed without typing) sends `correct`. Exactly one of
 * the three.
 */
export const AnswerBody = z
  .object({
    sessionId: Id,
    cardId: Id,
    /** Self-graded answers only (Show Answer, then Incorrect / Correct). */
    correct: z.boolean({ message: "correct must be true or false" }).optional(),
    /** MCQ: the option picked last (the right one after a successful retry, the wrong one on Continue). */
    choiceIndex: z
      .number({ message: "choiceIndex must be a number" })
      .int({ message: "choiceIndex must be a whole number" })
      .min(0, { message: "choiceIndex cannot be negative" })
      .max(CARD_LIMITS.options - 1, { message: `choiceIndex must be below ${CARD_LIMITS.options}` })
      .optional(),
    /** Cloze: the text the learner typed and checked. */
    typedAnswer: z
      .string({ message: "typedAnswer must be text" })
      .max(500, { message: "typedAnswer must be at most 500 characters" })
      .refine((t) => t.trim().length > 0, { message: "typedAnswer cannot be blank" })
      .optional(),
    timeTakenMs: z
      .number({ message: "timeTakenMs must be a number" })
      .int({ message: "timeTakenMs must be a whole number of milliseconds" })
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
  .strict()
  .superRefine((body, ctx) => {
    const given = answerWays.filter((key) => body[key] !== undefined);
    if (given.length !== 1) {
      ctx.addIssue({
        code: "custom",
        path: [given[1] ?? "correct"],
        message: "send exactly one of correct (self-graded), choiceIndex (MCQ) or typedAnswer (cloze)",
      });
      return;
    }
    if (body.mode === "mcq" && body.choiceIndex === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["choiceIndex"],
        message: "an MCQ answer sends the picked option",
      });
    if (body.mode === "basic" && body.choiceIndex !== undefined)
      ctx.addIssue({
        code: "custom",
        path: ["choiceIndex"],
        message: "a Full Answer card has no picked option",
      });
  });
export type AnswerBody = z.input<typeof AnswerBody>;

export const AnswerResponse = z.object({
  engine: EngineResponse,
  data: z.object({
    duplicate: z.boolean(),
    /** The server's verdict on the answer (see AnswerBody). */
    correct: z.boolean(),
    /** The explainers were opened before answering: the FSRS grade is capped at Hard. */
    hinted: z.boolean(),
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
  /** Only sessions in this status (the dashboard lists open and completed sessions apart). */
  status: SessionStatus.optional(),
});
export type SessionListQuery = z.input<typeof SessionListQuery>;
export const SessionListResponse = z.object({ data: z.object({ sessions: z.array(SessionSummary) }) });
export type SessionListResponse = z.infer<typeof SessionListResponse>;

/** One answer of a session as a resumed session needs it, in the order the answers were given. */
export const ResumedAnswer = z.object({
  cardId: z.string(),
  correct: z.boolean(),
  /** Right at the first attempt (no retry). */
  firstTry: z.boolean(),
  mode: QuestionMode,
  timeTakenMs: z.number(),
  answeredAt: z.string(),
});
export type ResumedAnswer = z.infer<typeof ResumedAnswer>;

/**
 * GET /sessions/{id}/resume: an open session as the page needs it after a reload: the summary (counters,
 * streak, chemicals), its cards in study order and the answers so far.
 */
export const ResumeSessionResponse = z.object({
  data: z.object({ session: SessionSummary, cards: z.array(Card), answers: z.array(ResumedAnswer) }),
});
export type ResumeSessionResponse = z.infer<typeof ResumeSessionResponse>;

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

/** requirements S3 "Session analytics payload". */
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
