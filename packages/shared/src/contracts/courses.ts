import { z } from "zod";
import { CARD_LANGUAGE_CODES } from "../domain/languages";
import { Card, CardFields, CardType, Frequency, Level } from "./cards";
import { Id, QueryBoolean } from "./common";

/** Limits of an upload (server-side; the spec leaves them open, see docs/decisions/upload-validation.md). */
export const COURSE_LIMITS = {
  maxCards: 5_000,
  name: 200,
  slug: 100,
  description: 5_000,
  topics: 500,
  topic: 300,
  cardsPerSession: { min: 1, max: 100 },
  cardsPageDefault: 100,
  cardsPageMax: 1_000,
} as const;

export const COURSE_SOURCES = [
  "upload",
  "manual",
  "ai",
  "plan",
  "syllabus",
  "merge",
  "seed",
  "copy",
  "import",
] as const;
export const CourseSource = z.enum(COURSE_SOURCES);
export type CourseSource = z.infer<typeof CourseSource>;

/** The course every manual card lands in unless a courseId is given (requirements C2 Add Manual Card). */
export const GENERAL_KNOWLEDGE = { name: "General Knowledge", slug: "general-knowledge" } as const;

export const CourseConfig = z.object({
  defaultFrequency: Frequency,
  cardsPerSession: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(COURSE_LIMITS.cardsPerSession.min, {
      message: `must be at least ${COURSE_LIMITS.cardsPerSession.min}`,
    })
    .max(COURSE_LIMITS.cardsPerSession.max, {
      message: `must be at most ${COURSE_LIMITS.cardsPerSession.max}`,
    }),
  /**
   * The language the cards are written in, read aloud with a voice for it. Absent or null: the
   * learner's interface language.
   */
  language: z
    .enum(CARD_LANGUAGE_CODES, { message: `must be one of ${CARD_LANGUAGE_CODES.join(", ")}` })
    .nullable()
    .optional(),
});
export type CourseConfig = z.infer<typeof CourseConfig>;

/** requirements C9: the example upload uses cardsPerSession 15 and defaultFrequency daily. */
export const DEFAULT_COURSE_CONFIG: CourseConfig = { defaultFrequency: "daily", cardsPerSession: 15 };

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const CourseSlug = z
  .string({ message: "is required" })
  .trim()
  .min(1, { message: "is required" })
  .max(COURSE_LIMITS.slug, { message: `must be at most ${COURSE_LIMITS.slug} characters` })
  .regex(SLUG_PATTERN, {
    message: "may only contain lowercase letters, digits and single hyphens (e.g. my-course)",
  });

const CourseName = z
  .string({ message: "is required" })
  .trim()
  .min(1, { message: "is required" })
  .max(COURSE_LIMITS.name, { message: `must be at most ${COURSE_LIMITS.name} characters` });
const CourseDescription = z
  .string({ message: "must be text" })
  .max(COURSE_LIMITS.description, { message: `must be at most ${COURSE_LIMITS.description} characters` });
const TopicName = z
  .string({ message: "must be text" })
  .trim()
  .min(1, { message: "must not be blank" })
  .max(COURSE_LIMITS.topic, { message: `must be at most ${COURSE_LIMITS.topic} characters` });

/** A course as the API returns it. `isOwner` is computed for the viewer; `ownerName` is "Recall" for seeded courses. */
export const Course = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string().nullable(),
  isOwner: z.boolean(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  levels: z.array(z.string()),
  config: CourseConfig,
  isActive: z.boolean(),
  isPublic: z.boolean(),
  cardCount: z.number(),
  source: CourseSource,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Course = z.infer<typeof Course>;

/**
 * The course JSON of an upload, once valid (requirements C3 "Upload course JSON").
 * POST /courses/upload does NOT let Fastify validate against this: the body goes through
 * `validateCourseUpload` so the checks run in the spec's order with its messages.
 */
export const UploadCourseBody = z.object({
  name: CourseName,
  slug: CourseSlug,
  description: CourseDescription.optional(),
  topics: z
    .array(TopicName)
    .max(COURSE_LIMITS.topics, { message: `must have at most ${COURSE_LIMITS.topics} topics` }),
  levels: z.array(Level),
  config: CourseConfig.partial().optional(),
  cards: z.array(CardFields).min(1).max(COURSE_LIMITS.maxCards),
});
/** What a client sends (types before defaults). */
export type UploadCourseBody = z.input<typeof UploadCourseBody>;

/**
 * The body POST /courses/upload declares: any JSON, checked by `validateCourseUpload` in the service rather
 * than by Fastify, so the checks run in the spec's order with its messages (requirements C5).
 */
export const UploadCourseRequest = z
  .unknown()
  .describe("Course JSON: name, slug, description?, topics[], levels[], config?, cards[]");

export const UploadCourseResponse = z.object({ data: z.object({ course: Course, cardCount: z.number() }) });
export type UploadCourseResponse = z.infer<typeof UploadCourseResponse>;

/**
 * One page of a list that includes everyone's public courses (3.1 MB after one user made 500).
 * Without `limit`, a page holds COURSE_PAGE.defaultLimit courses; `total` in the answer counts them all.
 */
export const COURSE_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;
const CoursePaging = {
  limit: z.coerce.number().int().min(1).max(COURSE_PAGE.maxLimit).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).optional(),
};

export const CourseListQuery = z.object({
  isActive: QueryBoolean.optional(),
  isPublic: QueryBoolean.optional(),
  /** With true, public courses of other users are merged into the list (newest first), one page at a time. */
  includePublic: QueryBoolean.optional(),
  /** Pages the list; the user's own list (no includePublic) is whole unless a limit is given. */
  ...CoursePaging,
});
export type CourseListQuery = z.input<typeof CourseListQuery>;

export const PublicCourseListQuery = z.object({ isActive: QueryBoolean.optional(), ...CoursePaging });
export type PublicCourseListQuery = z.input<typeof PublicCourseListQuery>;

export const CourseListResponse = z.object({
  data: z.object({
    courses: z.array(Course),
    /** How many courses match in all pages. */
    total: z.number().int(),
    offset: z.number().int(),
  }),
});
export type CourseListResponse = z.infer<typeof CourseListResponse>;

export const CourseResponse = z.object({ data: z.object({ course: Course }) });
export type CourseResponse = z.infer<typeof CourseResponse>;

export const CourseParams = z.object({ id: Id });
export type CourseParams = z.infer<typeof CourseParams>;
export const CourseCardParams = z.object({ id: Id, cardId: Id });
export type CourseCardParams = z.infer<typeof CourseCardParams>;

/** PATCH /courses/:id (owner only). `config` is merged into the current one; unknown keys are refused (strictInput). */
export const UpdateCourseBody = z.object({
  isActive: z.boolean({ message: "must be true or false" }).optional(),
  isPublic: z.boolean({ message: "must be true or false" }).optional(),
  name: CourseName.optional(),
  description: CourseDescription.optional(),
  config: CourseConfig.partial().optional(),
});
export type UpdateCourseBody = z.input<typeof UpdateCourseBody>;

export const DeleteCourseResponse = z.object({ data: z.object({ deletedCards: z.number() }) });
export type DeleteCourseResponse = z.infer<typeof DeleteCourseResponse>;

export const CourseCardsQuery = z.object({
  topic: z.string().max(COURSE_LIMITS.topic).optional(),
  level: z.string().max(40).optional(),
  type: CardType.optional(),
  limit: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(COURSE_LIMITS.cardsPageMax, { message: `must be at most ${COURSE_LIMITS.cardsPageMax}` })
    .default(COURSE_LIMITS.cardsPageDefault),
  skip: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(0, { message: "must be at least 0" })
    .default(0),
});
export type CourseCardsQuery = z.input<typeof CourseCardsQuery>;

/** Cards in position order; `total` counts every card matching the filters (for paging). */
export const CourseCardsResponse = z.object({ data: z.object({ cards: z.array(Card), total: z.number() }) });
export type CourseCardsResponse = z.infer<typeof CourseCardsResponse>;

const NameCount = z.object({ name: z.string(), count: z.number() });
export const CourseStats = z.object({
  totalCards: z.number(),
  /** Most cards first, then by name. */
  topics: z.array(NameCount),
  /** Beginner, Intermediate, Advanced order (other stored values after them). */
  levels: z.array(NameCount),
  types: z.object({ basic: z.number(), mcq: z.number(), cloze: z.number() }),
  /** Only cards that have a difficulty score, ascending by score (1-10). */
  difficulty: z.array(z.object({ score: z.number(), count: z.number() })),
  withDeepDive: z.number(),
  withConceptExplainer: z.number(),
});
export type CourseStats = z.infer<typeof CourseStats>;
export const CourseStatsResponse = z.object({ data: CourseStats });
export type CourseStatsResponse = z.infer<typeof CourseStatsResponse>;

/**
 * POST /courses/manual-card. Level defaults to Beginner, type to basic, frequency to daily (requirements C9).
 * Without courseId the card goes to the user's own "General Knowledge" course, created on first use.
 */
export const ManualCardBody = CardFields.extend({
  level: Level.default("Beginner"),
  /** Empty or absent: the General Knowledge course. */
  courseId: Id.or(z.literal("")).nullish(),
});
export type ManualCardBody = z.input<typeof ManualCardBody>;

export const CardResponse = z.object({ data: z.object({ card: Card }) });
export type CardResponse = z.infer<typeof CardResponse>;

export const ManualCardResponse = z.object({
  data: z.object({ card: Card, course: z.object({ id: z.string(), name: z.string() }) }),
});
export type ManualCardResponse = z.infer<typeof ManualCardResponse>;

/**
 * PATCH /courses/:id/cards/:cardId: any subset of the writable fields (the whole edited card may be sent;
 * read-only keys such as id or wordCount are refused, like every unknown key). Omitted fields keep their
 * value; null clears.
 */
export const UpdateCardBody = CardFields.extend({
  type: CardType.optional(),
  frequency: Frequency.optional(),
}).partial();
export type UpdateCardBody = z.input<typeof UpdateCardBody>;

export const DeleteCardResponse = z.object({ data: z.object({ deleted: z.literal(true) }) });
export type DeleteCardResponse = z.infer<typeof DeleteCardResponse>;

export const MoveCopyBody = z.object({ targetCourseId: Id });
export type MoveCopyBody = z.infer<typeof MoveCopyBody>;
/** The card as it is now in the target course (moved, or the new copy). */
export const MoveCopyResponse = CardResponse;
export type MoveCopyResponse = z.infer<typeof MoveCopyResponse>;

/** One card of an export: every writable field; null fields are left out. */
export const ExportedCard = CardFields.partial().extend({
  face: z.string(),
  back: z.string(),
  topic: z.string(),
  level: z.string(),
  type: CardType,
  frequency: Frequency,
});
export type ExportedCard = z.infer<typeof ExportedCard>;

/** GET /courses/:id/export: the course as upload JSON (unwrapped), cards in position order. */
export const ExportCourseResponse = z.object({
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  topics: z.array(z.string()),
  levels: z.array(z.string()),
  config: CourseConfig,
  cards: z.array(ExportedCard),
});
export type ExportCourseResponse = z.infer<typeof ExportCourseResponse>;
