import { z } from "zod";
import { LANGUAGE_CODES } from "../domain/languages";
import { Id, QueryBoolean, requiredText } from "./common";

export * from "./ai-jobs";
export * from "./ai-outputs";

/** Limits of the AI content routes (requirements C5, C9; the rest are server-side choices, docs/decisions/ai-jobs.md). */
export const AI_LIMITS = {
  cardCount: { min: 10, max: 200 },
  historyTurns: 40,
  turnChars: 4000,
  messageChars: 4000,
  focusAreas: 10,
  topicChars: 200,
  goalChars: 1000,
  /** Cards per generation batch (requirements C9: batches of 6-8). */
  batchSize: { min: 6, max: 8 },
  /** Share of multiple-choice cards in a generated course (requirements C9: about 80%). */
  mcqShare: 0.8,
  mcqOptions: 4,
  /** Extra calls a batch may make to top up to its planned cards and MCQ share (docs/decisions/ai-jobs.md). */
  topUpCalls: 3,
} as const;

/** The user-facing texts of the AI routes (requirements C8 where the spec gives them). */
export const AI_MESSAGES = {
  budgetExceeded: "You have exceeded your monthly AI budget. It will reset next month.",
  guidelinesNotAccepted: "Accept the content guidelines before generating content.",
  emailNotVerified:
    "Verify your email address before using AI features. Open the link we mailed you, or ask for a new one.",
  notConfigured:
    "AI is not configured on this server. Set AI_PROVIDER (openai, anthropic or openai-compatible), AI_MODEL and the provider's key (OPENAI_API_KEY, ANTHROPIC_API_KEY, or AI_BASE_URL for an OpenAI-compatible server).",
  largeCourseWarning:
    "Large courses take longer and cost more. Consider starting with fewer cards and adding more later.",
} as const;

/**
 * The content guidelines the user accepts before generating (requirements C2 "AI course creation"). The web shows
 * this text; the server screens every brief and message against the forbidden list (domain/content-screen).
 */
export const CONTENT_GUIDELINES = {
  allowed: [
    "Academic subjects: sciences, mathematics, history, geography, literature, philosophy, the arts",
    "Languages: vocabulary, grammar, phrases and culture",
    "Professional skills: programming, business, law, medicine and other certifications",
    "Test preparation: study material for exams you are preparing for",
    "Hobbies and practical knowledge: music, cooking, sports, games, travel",
    "General knowledge and trivia",
  ],
  forbidden: [
    "Sexual content involving minors, of any kind",
    "Explicit sexual or pornographic content",
    "Instructions for making weapons, explosives, or chemical or biological agents",
    "Instructions for synthesising or producing illegal drugs",
    "Hate speech, harassment, or content that demeans people for who they are",
    "Content that encourages self-harm, suicide or eating disorders",
    "Malware, hacking tools or instructions for breaking into systems",
    "Personal data about private individuals (doxxing)",
    "Cheating on live exams or bypassing exam proctoring",
  ],
  removalNotice: "Accounts that violate these guidelines are removed.",
} as const;

export const KNOWLEDGE_LEVELS = ["beginner", "intermediate", "advanced"] as const;
export const KnowledgeLevel = z.enum(KNOWLEDGE_LEVELS, {
  message: "must be beginner, intermediate or advanced",
});
export type KnowledgeLevel = z.infer<typeof KnowledgeLevel>;

/** Languages a course can be generated in: English plus the 28 the product claims. */
export const BRIEF_LANGUAGES = ["en", ...LANGUAGE_CODES] as const;
export const BriefLanguage = z.enum(BRIEF_LANGUAGES, { message: "must be a supported language code" });

const CardCount = z
  .number({ message: "must be a number" })
  .int({ message: "must be a whole number" })
  .min(AI_LIMITS.cardCount.min, { message: `must be at least ${AI_LIMITS.cardCount.min}` })
  .max(AI_LIMITS.cardCount.max, { message: `must be at most ${AI_LIMITS.cardCount.max}` });

/** requirements C3 Brief: what the discovery conversation learns, and what a generation starts from. */
export const Brief = z.object({
  topic: requiredText("Topic", AI_LIMITS.topicChars),
  knowledgeLevel: KnowledgeLevel,
  goal: z.string().trim().max(AI_LIMITS.goalChars).default(""),
  cardCount: CardCount,
  focusAreas: z.array(z.string().trim().min(1).max(200)).max(AI_LIMITS.focusAreas).default([]),
  language: BriefLanguage.default("en"),
});
export type Brief = z.output<typeof Brief>;

export const DiscoveryTurn = z.object({
  role: z.enum(["user", "assistant"]),
  content: z
    .string()
    .max(AI_LIMITS.turnChars, { message: `must be at most ${AI_LIMITS.turnChars} characters` }),
});
export type DiscoveryTurn = z.infer<typeof DiscoveryTurn>;

export const DiscoveryBody = z.object({
  message: requiredText("Message", AI_LIMITS.messageChars),
  conversationHistory: z
    .array(DiscoveryTurn)
    .max(AI_LIMITS.historyTurns, { message: `must have at most ${AI_LIMITS.historyTurns} turns` })
    .default([]),
});
export type DiscoveryBody = z.input<typeof DiscoveryBody>;

/**
 * A value of the model's brief replaced by what the learner wrote (domain/learner-request): `from` the
 * model's reading, `to` the value used, `quote` the learner's words. `to` differs from what was asked
 * only when the request was outside the limits (then it is the nearest limit).
 */
export const BriefCorrection = z.discriminatedUnion("field", [
  z.object({
    field: z.literal("cardCount"),
    from: z.number(),
    to: z.number(),
    asked: z.number(),
    quote: z.string(),
  }),
  z.object({
    field: z.literal("knowledgeLevel"),
    from: KnowledgeLevel,
    to: KnowledgeLevel,
    asked: KnowledgeLevel,
    quote: z.string(),
  }),
]);
export type BriefCorrection = z.infer<typeof BriefCorrection>;

export const DiscoveryResponse = z.object({
  data: z.object({
    response: z.string(),
    isComplete: z.boolean(),
    brief: Brief.nullable(),
    /** What of the model's brief was replaced by the learner's own words; empty when nothing was. */
    corrections: z.array(BriefCorrection),
  }),
});
export type DiscoveryResponse = z.infer<typeof DiscoveryResponse>;

/** Extra context when a generation belongs to a syllabus: what the course is part of, what is covered. */
export const SyllabusContext = z.object({
  mainTopic: z.string().trim().max(200).optional(),
  subtopic: z.string().trim().max(200).optional(),
  description: z.string().trim().max(2000).optional(),
  coveredTopics: z.array(z.string().trim().max(200)).max(200).optional(),
});
export type SyllabusContext = z.infer<typeof SyllabusContext>;

export const GenerateCourseBody = z.object({
  brief: Brief,
  syllabusContext: SyllabusContext.nullish(),
  /** The learner's own material (POST /ai-content/materials): the cards are written from its passages. */
  materialId: Id.nullish(),
});
export type GenerateCourseBody = z.input<typeof GenerateCourseBody>;

/** requirements C3 Usage: this calendar month (UTC), US dollars. */
export const AiUsage = z.object({
  totalSpent: z.number(),
  monthlyBudget: z.number(),
  remaining: z.number(),
  canGenerate: z.boolean(),
  generations: z.number(),
  /** First instant of next month (UTC), when the budget resets. */
  resetsAt: z.string(),
});
export type AiUsage = z.infer<typeof AiUsage>;
export const AiUsageResponse = z.object({ data: AiUsage });

export const EstimateParams = z.object({
  cardCount: z.coerce
    .number({ message: "cardCount must be a number" })
    .int({ message: "cardCount must be a whole number" })
    .min(AI_LIMITS.cardCount.min, { message: `cardCount must be at least ${AI_LIMITS.cardCount.min}` })
    .max(AI_LIMITS.cardCount.max, { message: `cardCount must be at most ${AI_LIMITS.cardCount.max}` }),
});
export const EstimateQuery = z.object({ fullContext: QueryBoolean.optional() });

/** requirements C9: about $0.015 per card ($0.025 with full context); 5-8 s per card (8-12 s with full context). */
export const ESTIMATE_RATES = {
  standard: { costPerCard: 0.015, secondsPerCard: { min: 5, max: 8 } },
  fullContext: { costPerCard: 0.025, secondsPerCard: { min: 8, max: 12 } },
  warnAboveCards: 100,
} as const;

/** requirements C3 Estimate. */
export const Estimate = z.object({
  cardCount: z.number(),
  estimatedCost: z.number(),
  estimatedTime: z.object({ minSeconds: z.number(), maxSeconds: z.number(), label: z.string() }),
  warning: z.string().nullable(),
});
export type Estimate = z.infer<typeof Estimate>;
export const EstimateResponse = z.object({ data: Estimate });

export const BriefTemplate = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The first chat message the template puts in the discovery box. */
  message: z.string(),
});
export type BriefTemplate = z.infer<typeof BriefTemplate>;
export const TemplatesResponse = z.object({ data: z.object({ templates: z.array(BriefTemplate) }) });

export const AiStatus = z.object({
  configured: z.boolean(),
  provider: z.string().nullable(),
  model: z.string().nullable(),
  /** Why AI is unavailable and which variables to set; null when configured. */
  message: z.string().nullable(),
});
export type AiStatus = z.infer<typeof AiStatus>;
export const AiStatusResponse = z.object({ data: AiStatus });

export const GuidelinesResponse = z.object({
  data: z.object({
    allowed: z.array(z.string()),
    forbidden: z.array(z.string()),
    removalNotice: z.string(),
  }),
});
