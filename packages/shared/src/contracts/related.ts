import { z } from "zod";
import { NOUNS, plural } from "../domain/plural";
import { CardShortfall } from "./ai";
import { CARD_LIMITS, Card, CardFields, GlossaryTerm, Level } from "./cards";
import { Id } from "./common";

/**
 * Related cards, glossary generation and course indexing (requirements C2, C3, C7, C8, C9).
 * docs/decisions/related-cards.md records what the spec left open.
 */

/** The spec's texts of these features (requirements C8), word for word. */
export const RELATED_MESSAGES = {
  cardGenerated: (cost: number) => `Card generated! Cost: $${cost.toFixed(4)}`,
  cardsGenerated: (n: number, cost: number) =>
    `${plural(n, NOUNS.card)} generated! Total: $${cost.toFixed(4)}`,
  created: "Related card created!",
  generateFailed: "Failed to generate card",
  relatedFailed: "Failed to generate related card",
  saveFailed: "Failed to save card",
  batchFailed: "Failed to generate cards",
  glossaryGenerated: "Glossary generated successfully!",
  glossaryFailed: "Failed to generate glossary",
  indexFailed: "Failed to index course",
  /** requirements C9: the generating state's note. */
  generatingNote: "This usually takes 10-20 seconds.",
  noOpenConcept: "Every related concept of this card already has a linked card.",
} as const;

/** requirements C9 estimates: per card, plain or with full context. */
export const RELATED_ESTIMATES = {
  costPerCard: 0.015,
  costPerCardFullContext: 0.025,
  secondsPerCard: [5, 8] as const,
  secondsPerCardFullContext: [8, 12] as const,
  batchSecondsPerCard: [6, 8] as const,
  batchSecondsPerCardFullContext: [10, 12] as const,
  glossarySeconds: [10, 15] as const,
} as const;

/** The most concepts one batch call generates (a card names at most this many). */
export const RELATED_BATCH_MAX = CARD_LIMITS.relatedConcepts;

export const RELATIONSHIPS = [
  "prerequisite",
  "next-step",
  "parallel",
  "application",
  "contrast",
  "deep-dive",
] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const DEEP_DIVE_DEPTHS = ["concise", "medium", "detailed"] as const;
export const EXPLANATION_DEPTHS = ["brief", "medium", "thorough"] as const;

const name = z
  .string({ message: "must be text" })
  .trim()
  .min(1, { message: "Concept name is required" })
  .max(CARD_LIMITS.shortText, { message: `must be at most ${CARD_LIMITS.shortText} characters` });
const teaser = z
  .string({ message: "must be text" })
  .trim()
  .max(1000, { message: "must be at most 1000 characters" })
  .optional()
  .default("");
const flag = (fallback: boolean) =>
  z.boolean({ message: "must be true or false" }).optional().default(fallback);

/** requirements C2 dialog options with their defaults (Intermediate, medium, medium; link on). */
export const RelatedOptions = z.object({
  useFullContext: flag(false),
  linkCards: flag(true),
  targetLevel: Level.optional().default("Intermediate"),
  deepDiveDepth: z
    .enum(DEEP_DIVE_DEPTHS, { message: "must be concise, medium or detailed" })
    .optional()
    .default("medium"),
  explanationDepth: z
    .enum(EXPLANATION_DEPTHS, { message: "must be brief, medium or thorough" })
    .optional()
    .default("medium"),
});
export type RelatedOptions = z.input<typeof RelatedOptions>;
export type RelatedOptionsOut = z.output<typeof RelatedOptions>;

const options = RelatedOptions.optional().default({
  useFullContext: false,
  linkCards: true,
  targetLevel: "Intermediate",
  deepDiveDepth: "medium",
  explanationDepth: "medium",
});

/** POST /courses/{courseId}/cards/{cardId}/generate-related (requirements C7): a suggestion, nothing stored. */
export const GenerateRelatedBody = z.object({
  relatedConceptName: name,
  relatedConceptTeaser: teaser,
  options,
});
export type GenerateRelatedBody = z.input<typeof GenerateRelatedBody>;

/** requirements C2 suggestion: the card's main fields, and `fullCardData` the whole card as it would be saved. */
export const RelatedSuggestion = z.object({
  relationship: z.enum(RELATIONSHIPS),
  difficulty: z.string(),
  rationale: z.string(),
  question: z.string(),
  answer: z.string(),
  mcqOptions: z.array(z.string()).nullable(),
  mcqCorrectIndex: z.number().nullable(),
  suggestedTags: z.array(z.string()),
  fullCardData: z.record(z.string(), z.unknown()),
});
export type RelatedSuggestion = z.infer<typeof RelatedSuggestion>;

export const DuplicateWarning = z.object({
  message: z.string(),
  similarCards: z.array(z.object({ id: z.string(), topic: z.string(), face: z.string() })),
});
export type DuplicateWarning = z.infer<typeof DuplicateWarning>;

export const GenerationMetadata = z.object({
  /** US dollars actually charged for the model calls. */
  totalCost: z.number(),
  /** Milliseconds of the whole generation. */
  totalTime: z.number(),
});

export const GenerateRelatedResponse = z.object({
  data: z.object({
    card: RelatedSuggestion,
    duplicateWarning: DuplicateWarning.nullable(),
    metadata: GenerationMetadata,
  }),
});
export type GenerateRelatedResponse = z.infer<typeof GenerateRelatedResponse>;

/**
 * POST /courses/{courseId}/cards/{cardId}/related: saves the (possibly edited) suggestion as a card of the
 * course and, with linkCards, links it both ways with the source card, in one transaction.
 */
export const SaveRelatedBody = z.object({
  relatedConceptName: name,
  card: CardFields,
  linkCards: flag(true),
});
export type SaveRelatedBody = z.input<typeof SaveRelatedBody>;

export const SaveRelatedResponse = z.object({ data: z.object({ card: Card, sourceCard: Card }) });
export type SaveRelatedResponse = z.infer<typeof SaveRelatedResponse>;

/** POST .../generate-batch-related (requirements C7): generated, checked, stored and linked. */
export const GenerateBatchRelatedBody = z.object({
  relatedConcepts: z
    .array(z.object({ name, teaser }), { message: "must be a list of concepts" })
    .min(1, { message: "Choose at least one concept" })
    .max(RELATED_BATCH_MAX, { message: `at most ${RELATED_BATCH_MAX} concepts` }),
  options,
});
export type GenerateBatchRelatedBody = z.input<typeof GenerateBatchRelatedBody>;

export const GenerateBatchRelatedResponse = z.object({
  data: z.object({
    cardsGenerated: z.number(),
    cards: z.array(Card),
    /** Concepts the AI could not write a usable card for, with why: nothing was stored for them. */
    failed: z.array(z.object({ name: z.string(), message: z.string() })),
    /** Null when every concept has its card and the batch has its multiple-choice share (at least 80%). */
    shortfall: CardShortfall.nullable(),
    metadata: GenerationMetadata,
  }),
});
export type GenerateBatchRelatedResponse = z.infer<typeof GenerateBatchRelatedResponse>;

/** POST .../generate-smart-related: the app picks the source card's first concept without a card. */
export const GenerateSmartRelatedBody = z.object({ options });
export type GenerateSmartRelatedBody = z.input<typeof GenerateSmartRelatedBody>;

export const GenerateSmartRelatedResponse = z.object({
  success: z.literal(true),
  data: z.object({
    relatedCard: Card,
    concept: z.object({ title: z.string(), teaser: z.string() }),
    duplicateWarning: DuplicateWarning.nullable(),
    metadata: GenerationMetadata,
  }),
});
export type GenerateSmartRelatedResponse = z.infer<typeof GenerateSmartRelatedResponse>;

/** POST /courses/cards/{cardId}/glossary/generate: an empty body. */
export const GlossaryCardParams = z.object({ cardId: Id });
export const GenerateGlossaryBody = z.object({}).optional().default({});
export const GenerateGlossaryResponse = z.object({
  data: z.object({
    glossary: z.array(GlossaryTerm),
    generatedAt: z.string(),
    card: Card,
    /** How many terms were asked for (the user's glossary-term setting). */
    requested: z.number(),
    /** Why fewer terms than asked came back (the card holds fewer usable terms), else null. */
    message: z.string().nullable(),
  }),
});
export type GenerateGlossaryResponse = z.infer<typeof GenerateGlossaryResponse>;

/** POST /ai-content/cards/index/{courseId} (requirements C7). */
export const IndexCourseParams = z.object({ courseId: Id });
export const IndexCourseBody = z.object({ autoGenerateTags: flag(true) });
export type IndexCourseBody = z.input<typeof IndexCourseBody>;
export const IndexCourseResponse = z.object({
  data: z.object({
    /** Cards of the course. */
    totalCards: z.number(),
    /** Cards that had no concept tags before the call. */
    untagged: z.number(),
    /** Cards that got tags from this call. */
    tagged: z.number(),
    metadata: GenerationMetadata,
  }),
});
export type IndexCourseResponse = z.infer<typeof IndexCourseResponse>;
