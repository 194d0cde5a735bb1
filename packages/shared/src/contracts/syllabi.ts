import { z } from "zod";
import { CardShortfall, KnowledgeLevel } from "./ai";
import { Id } from "./common";

/** requirements C5 and C9: the syllabus form and batch constants (the rest are docs/decisions/syllabi.md choices). */
export const SYLLABUS_LIMITS = {
  /** Card count number input: min 20, max 500, step 10, default 100. */
  cardCount: { min: 20, max: 500, step: 10, default: 100 },
  /** Cards of one generate-subtopic call: default 8 (one batch); more are written in batches of 8. */
  batchCards: { min: 1, max: 16, default: 8 },
  /** Next subtopics: 3 on the detail page. */
  nextSubtopics: { min: 1, max: 20, default: 3 },
  topicChars: 200,
  subtopicChars: 200,
  /** A syllabus plans about one subtopic per batch of 8 cards, at most this many. */
  maxSubtopics: 60,
} as const;

/** The syllabus texts of requirements C5 and C8, word for word, and the server's own (docs/decisions/syllabi.md). */
export const SYLLABUS_MESSAGES = {
  topicRequired: "Please enter a topic",
  nothingLeft: "No more subtopics to generate!",
  notFound: "Syllabus not found",
  createFailed: "Failed to create syllabus",
  subtopicFailed: "Failed to generate subtopic",
  subtopicBusy: "This subtopic is already being generated. Wait for it to finish.",
  subtopicComplete: "This subtopic already has all its planned cards.",
} as const;

/** requirements C4 syllabus subtopic statuses ("not started" is written not_started). */
export const SYLLABUS_SUBTOPIC_STATUSES = ["not_started", "in_progress", "completed"] as const;
export const SyllabusSubtopicStatus = z.enum(SYLLABUS_SUBTOPIC_STATUSES);
export type SyllabusSubtopicStatus = z.infer<typeof SyllabusSubtopicStatus>;

/** A stored syllabus is structured until its first cards, then in progress, then completed. */
export const SYLLABUS_STATUSES = ["structured", "in_progress", "completed"] as const;
export const SyllabusStatus = z.enum(SYLLABUS_STATUSES);
export type SyllabusStatus = z.infer<typeof SyllabusStatus>;

/** The syllabus form (requirements C5): the web form and the server validate with this one schema. */
export const CreateSyllabusBody = z.object({
  topic: z
    .string({ message: SYLLABUS_MESSAGES.topicRequired })
    .trim()
    .min(1, { message: SYLLABUS_MESSAGES.topicRequired })
    .max(SYLLABUS_LIMITS.topicChars, {
      message: `Topic must be at most ${SYLLABUS_LIMITS.topicChars} characters`,
    }),
  targetCardCount: z
    .number({ message: "Card count must be a number" })
    .int({ message: "Card count must be a whole number" })
    .min(SYLLABUS_LIMITS.cardCount.min, {
      message: `Card count must be at least ${SYLLABUS_LIMITS.cardCount.min}`,
    })
    .max(SYLLABUS_LIMITS.cardCount.max, {
      message: `Card count must be at most ${SYLLABUS_LIMITS.cardCount.max}`,
    })
    .multipleOf(SYLLABUS_LIMITS.cardCount.step, {
      message: `Card count must be a multiple of ${SYLLABUS_LIMITS.cardCount.step}`,
    })
    .default(SYLLABUS_LIMITS.cardCount.default),
  /** The learner's own material (POST /ai-content/materials): subtopics follow it, cards come from its passages. */
  materialId: Id.nullish(),
});
export type CreateSyllabusBody = z.input<typeof CreateSyllabusBody>;

export const GenerateSubtopicBody = z.object({
  indexId: Id,
  subtopicName: z
    .string({ message: "Subtopic name is required" })
    .trim()
    .min(1, { message: "Subtopic name is required" })
    .max(SYLLABUS_LIMITS.subtopicChars, {
      message: `Subtopic name must be at most ${SYLLABUS_LIMITS.subtopicChars} characters`,
    }),
  cardCount: z
    .number({ message: "cardCount must be a number" })
    .int({ message: "cardCount must be a whole number" })
    .min(SYLLABUS_LIMITS.batchCards.min, {
      message: `cardCount must be at least ${SYLLABUS_LIMITS.batchCards.min}`,
    })
    .max(SYLLABUS_LIMITS.batchCards.max, {
      message: `cardCount must be at most ${SYLLABUS_LIMITS.batchCards.max}`,
    })
    .default(SYLLABUS_LIMITS.batchCards.default),
});
export type GenerateSubtopicBody = z.input<typeof GenerateSubtopicBody>;

export const SyllabusParams = z.object({ id: Id });
export const NextSubtopicsQuery = z.object({
  count: z.coerce
    .number({ message: "count must be a number" })
    .int({ message: "count must be a whole number" })
    .min(SYLLABUS_LIMITS.nextSubtopics.min, {
      message: `count must be at least ${SYLLABUS_LIMITS.nextSubtopics.min}`,
    })
    .max(SYLLABUS_LIMITS.nextSubtopics.max, {
      message: `count must be at most ${SYLLABUS_LIMITS.nextSubtopics.max}`,
    })
    .default(SYLLABUS_LIMITS.nextSubtopics.default),
});

export const SyllabusSubtopic = z.object({
  name: z.string(),
  description: z.string(),
  difficulty: KnowledgeLevel,
  status: SyllabusSubtopicStatus,
  cardCount: z.number(),
  plannedCards: z.number(),
  /** True while a generate-subtopic call holds it. */
  generating: z.boolean(),
  /** What the last generation could not deliver, in words; null when it delivered everything. */
  lastShortfall: z.string().nullable(),
});
export type SyllabusSubtopic = z.infer<typeof SyllabusSubtopic>;

/** requirements C3 Syllabus (topic index); `id` is the spec's `_id`. */
export const SyllabusSummary = z.object({
  id: z.string(),
  mainTopic: z.string(),
  description: z.string(),
  status: SyllabusStatus,
  courseId: z.string(),
  syllabus: z.object({
    totalSubtopics: z.number(),
    completedSubtopics: z.number(),
    subtopics: z.array(z.object({ name: z.string(), status: SyllabusSubtopicStatus, cardCount: z.number() })),
  }),
  coverage: z.object({ totalCardsGenerated: z.number(), plannedCards: z.number() }),
  createdAt: z.string(),
});
export type SyllabusSummary = z.infer<typeof SyllabusSummary>;

/** requirements C3 Coverage report. */
export const CoverageReport = z.object({
  id: z.string(),
  mainTopic: z.string(),
  description: z.string(),
  status: SyllabusStatus,
  courseId: z.string(),
  progress: z.object({
    totalCards: z.number(),
    plannedCards: z.number(),
    percentComplete: z.number(),
    /** Multiple-choice cards generated, and planned (about 80%, shared card-quota). */
    mcqCards: z.number(),
    plannedMcq: z.number(),
  }),
  /** Cards generated, by their subtopic's difficulty. */
  byDifficulty: z.object({ beginner: z.number(), intermediate: z.number(), advanced: z.number() }),
  /** Set once the syllabus is completed when it is short of its multiple-choice share (or cards). */
  shortfall: CardShortfall.nullable(),
  subtopics: z.array(SyllabusSubtopic),
});
export type CoverageReport = z.infer<typeof CoverageReport>;

export const CreateSyllabusResponse = z.object({ data: z.object({ syllabus: SyllabusSummary }) });
export type CreateSyllabusResponse = z.infer<typeof CreateSyllabusResponse>;
export const SyllabusListResponse = z.object({ data: z.object({ syllabi: z.array(SyllabusSummary) }) });
export type SyllabusListResponse = z.infer<typeof SyllabusListResponse>;
export const CoverageReportResponse = z.object({ data: CoverageReport });
export type CoverageReportResponse = z.infer<typeof CoverageReportResponse>;
export const NextSubtopicsResponse = z.object({ data: z.object({ subtopics: z.array(SyllabusSubtopic) }) });
export type NextSubtopicsResponse = z.infer<typeof NextSubtopicsResponse>;

/** requirements C7 generate-subtopic: `course.cardCount`, plus what this call delivered against what it asked. */
export const GenerateSubtopicResponse = z.object({
  data: z.object({
    course: z.object({ id: z.string(), name: z.string(), cardCount: z.number() }),
    subtopic: SyllabusSubtopic,
    cardsGenerated: z.number(),
    /** Null when every asked card and the MCQ share were delivered. */
    shortfall: CardShortfall.nullable(),
    metadata: z.object({ calls: z.number() }),
  }),
});
export type GenerateSubtopicResponse = z.infer<typeof GenerateSubtopicResponse>;

/** The structure call's answer (a model output: every key required, ranges normalised by the server). */
export const SyllabusOutlineOutput = z.object({
  mainTopic: z.string().describe("The syllabus title, at most 100 characters"),
  description: z.string().describe("Two or three sentences: what the syllabus covers and in what order"),
  subtopics: z.array(
    z.object({
      name: z.string().describe("Short, distinct subtopic name"),
      description: z.string().describe("One or two sentences: what this subtopic's cards cover"),
      difficulty: KnowledgeLevel,
      plannedCards: z.number().describe("Cards planned for this subtopic; the counts add up to the total"),
    }),
  ),
});
export type SyllabusOutlineOutput = z.infer<typeof SyllabusOutlineOutput>;

/**
 * The cards one 'Generate Next Batch' makes for a subtopic: a batch (`batchCards.default`), never past the
 * subtopic's planned cards, as the server clamps it. The button says this number, so it says what happens.
 */
export const nextBatchCards = (s: Pick<SyllabusSubtopic, "plannedCards" | "cardCount">): number =>
  Math.max(0, Math.min(SYLLABUS_LIMITS.batchCards.default, s.plannedCards - s.cardCount));
