import { z } from "zod";

export const LEVELS = ["Beginner", "Intermediate", "Advanced"] as const;
export const Level = z.enum(LEVELS, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ""
      ? "Level is required"
      : "must be Beginner, Intermediate or Advanced",
});
export type Level = z.infer<typeof Level>;

export const CARD_TYPES = ["basic", "mcq", "cloze"] as const;
export const CardType = z.enum(CARD_TYPES, { message: "must be basic, mcq or cloze" });
export type CardType = z.infer<typeof CardType>;

export const FREQUENCIES = ["daily", "weekly"] as const;
export const Frequency = z.enum(FREQUENCIES, { message: "must be daily or weekly" });
export type Frequency = z.infer<typeof Frequency>;

/** Defaults from requirements C9. */
export const CARD_DEFAULTS = {
  topic: "General",
  level: "Beginner" as Level,
  frequency: "daily" as Frequency,
  mcqOptionCount: 4,
  minReadTime: 5,
} as const;

export const CARD_LIMITS = {
  text: 10_000,
  shortText: 300,
  options: 8,
  acceptableAnswers: 20,
  /** Characters of one acceptable answer. */
  acceptableAnswerChars: 500,
  artworks: 12,
  relatedConcepts: 20,
  glossary: 40,
  tags: 30,
} as const;

const text = (max: number = CARD_LIMITS.text) =>
  z.string().max(max, { message: `must be at most ${max} characters` });
const required = (label: string, max: number = CARD_LIMITS.text) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `must be at most ${max} characters` });

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ message }).int({ message }).min(min, { message }).max(max, { message });

export const Artwork = z.object({
  title: required("Title", CARD_LIMITS.shortText),
  searchKeywords: required("Search Keywords", CARD_LIMITS.shortText),
  artist: text(CARD_LIMITS.shortText).optional().nullable(),
  year: z
    .union([z.string().max(40), z.number().int()])
    .optional()
    .nullable(),
  description: text(2000).optional().nullable(),
});
export type Artwork = z.infer<typeof Artwork>;

export const ConceptExplainer = z.object({ title: text(CARD_LIMITS.shortText), content: text() });
export type ConceptExplainer = z.infer<typeof ConceptExplainer>;

export const DeepDive = z.object({
  title: text(CARD_LIMITS.shortText),
  content: text(),
  artworks: z.array(Artwork).max(CARD_LIMITS.artworks).optional(),
});
export type DeepDive = z.infer<typeof DeepDive>;

export const RelatedConcept = z.object({
  title: required("Title", CARD_LIMITS.shortText),
  teaser: text(1000).optional().default(""),
  cardIds: z.array(z.string().max(64)).max(50).optional().default([]),
});
export type RelatedConcept = z.infer<typeof RelatedConcept>;

export const GLOSSARY_LAYERS = ["face", "back", "conceptExplainer", "deepDive", "relatedConcepts"] as const;
export const GlossaryTerm = z.object({
  term: required("Term", 120),
  definitionShort: required("Definition", 500),
  definitionMedium: text(2000).optional(),
  contextTags: z.array(z.string().max(60)).max(20).optional().default([]),
  layersFoundIn: z.array(z.enum(GLOSSARY_LAYERS)).optional().default([]),
});
export type GlossaryTerm = z.infer<typeof GlossaryTerm>;

export const Sandbox = z.object({
  module: required("Sandbox module", 80),
  params: z.record(z.string(), z.unknown()).optional().default({}),
  scenarioByOption: z.array(z.string().max(120)).max(CARD_LIMITS.options).optional(),
  scenarioCorrect: z.string().max(120).optional(),
  scenarioWrong: z.string().max(120).optional(),
});
export type Sandbox = z.infer<typeof Sandbox>;

/** The writable fields of a card: what an upload, a manual card or an edit may carry. */
export const CardFields = z.object({
  face: required("Question"),
  back: required("Answer"),
  topic: required("Topic", CARD_LIMITS.shortText),
  level: Level,
  type: CardType.default("basic"),
  frequency: Frequency.default("daily"),
  options: z.array(text(1000)).max(CARD_LIMITS.options).nullable().optional(),
  answerIndex: z.number().int().min(0).nullable().optional(),
  acceptableAnswers: z
    .array(text(CARD_LIMITS.acceptableAnswerChars))
    .max(CARD_LIMITS.acceptableAnswers)
    .nullable()
    .optional(),
  explanationRight: text().nullable().optional(),
  explanationWrong: text().nullable().optional(),
  conceptExplainer: ConceptExplainer.nullable().optional(),
  deepDive: DeepDive.nullable().optional(),
  artworks: z.array(Artwork).max(CARD_LIMITS.artworks).optional(),
  relatedConcepts: z.array(RelatedConcept).max(CARD_LIMITS.relatedConcepts).optional(),
  conceptTags: z
    .array(
      z
        .string()
        .trim()
        .min(1, { message: "a tag cannot be blank" })
        .max(60, { message: "a tag must be at most 60 characters" }),
    )
    .max(CARD_LIMITS.tags, { message: `at most ${CARD_LIMITS.tags} tags` })
    .optional(),
  difficultyScore: wholeNumber(1, 10, "must be a whole number from 1 to 10").nullable().optional(),
  glossary: z.array(GlossaryTerm).max(CARD_LIMITS.glossary).optional(),
  minReadTime: wholeNumber(1, 600, "must be a whole number of seconds from 1 to 600").optional(),
  sandbox: Sandbox.nullable().optional(),
});
export type CardFields = z.input<typeof CardFields>;

/** A card as the API returns it. */
export const Card = z.object({
  id: z.string(),
  courseId: z.string(),
  position: z.number(),
  face: z.string(),
  back: z.string(),
  topic: z.string(),
  level: z.string(),
  type: CardType,
  frequency: Frequency,
  options: z.array(z.string()).nullable(),
  answerIndex: z.number().nullable(),
  acceptableAnswers: z.array(z.string()).nullable(),
  explanationRight: z.string().nullable(),
  explanationWrong: z.string().nullable(),
  conceptExplainer: ConceptExplainer.nullable(),
  deepDive: z
    .object({ title: z.string(), content: z.string(), artworks: z.array(Artwork).optional() })
    .nullable(),
  artworks: z.array(Artwork),
  relatedConcepts: z.array(z.object({ title: z.string(), teaser: z.string(), cardIds: z.array(z.string()) })),
  conceptTags: z.array(z.string()),
  difficultyScore: z.number().nullable(),
  glossary: z.array(GlossaryTerm),
  glossaryGeneratedAt: z.string().nullable(),
  wordCount: z.number(),
  minReadTime: z.number(),
  sandbox: Sandbox.nullable(),
  /** The passage of the learner's material the card was generated from, else null/absent. */
  sourcePassage: z.string().nullish(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Card = z.infer<typeof Card>;

/** Words in the face and back: the card's reading load, used for the time allowance. */
export function countWords(...texts: (string | null | undefined)[]): number {
  return texts.reduce((n, t) => n + (t ? t.trim().split(/\s+/).filter(Boolean).length : 0), 0);
}
