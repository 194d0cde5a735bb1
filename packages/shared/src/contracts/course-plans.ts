import { z } from "zod";
import { apportion } from "../domain/card-quota";
import { CardShortfall, KnowledgeLevel } from "./ai";
import { Id } from "./common";

/**
 * Course plans and progressive creation (requirements C2, C3, C4, C5, C7, C8, C9). docs/decisions/course-plans.md
 * records what the spec left open (one course per plan, how the target splits into subtopics, editing).
 */

/** requirements C5 Plan form and requirements C9: target cards 6-200, slider step 6, default 60, presets 20 to 200. */
export const PLAN_LIMITS = {
  targetCards: { min: 6, max: 200, step: 6, default: 60 },
  presets: [20, 40, 60, 100, 150, 200],
  /** requirements C4, C9: each subtopic produces a batch of at most 6 cards (`planSubtopicSizes`). */
  cardsPerSubtopic: 6,
  topicChars: 200,
  directionsChars: 2000,
  nameChars: 120,
  descriptionChars: 2000,
  subtopicNameChars: 200,
  subtopicDescriptionChars: 1000,
} as const;

/** requirements C9 caching and polling of the plan pages. */
export const PLAN_TIMING = { planStaleMs: 10_000, listStaleMs: 30_000, pollMs: 5_000 } as const;

/** requirements C5: the languages a plan can be written in. */
export const PLAN_LANGUAGES = ["en", "bg", "es", "fr", "de", "it", "pt", "ru", "ja", "zh"] as const;
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number];

/** The spec's texts of the plan flow (requirements C2, C5, C8). */
export const PLAN_MESSAGES = {
  topicRequired: "Topic is required",
  topicShort: "Topic must be at least 3 characters",
  minCards: "Minimum 6 cards required",
  maxCards: "Maximum 200 cards allowed",
  /** requirements C8: BUDGET_EXCEEDED "in plan generation". */
  budgetExceeded: "Monthly AI budget exceeded. Please upgrade or wait for next month.",
  createFailed: "Failed to create course plan",
  generateFailed: "Failed to generate course plan",
  updateFailed: "Failed to update course plan",
  loadFailed: "Failed to load course plan",
  subtopicFailed: "Failed to generate subtopic",
  /** A subtopic whose generation kept no card at all (the only case that reads as failed). */
  noCards: "The AI model could not write usable cards for this subtopic. Generate it again.",
  created: "Course plan created successfully!",
  confirmRemove: "Are you sure you want to remove this subtopic?",
} as const;

export const SUBTOPIC_STATUSES = ["not_started", "generating", "completed", "failed"] as const;
export type SubtopicStatus = (typeof SUBTOPIC_STATUSES)[number];

/** draft: nothing generated yet; paused: some done, nothing running; generating; completed. */
export const PLAN_STATUSES = ["draft", "generating", "paused", "completed"] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** requirements C3 Plan creation input; the messages are requirements C5's, word for word. */
export const CreateCoursePlanBody = z.object({
  topic: z
    .string({ message: PLAN_MESSAGES.topicRequired })
    .trim()
    .min(1, { message: PLAN_MESSAGES.topicRequired })
    .min(3, { message: PLAN_MESSAGES.topicShort })
    .max(PLAN_LIMITS.topicChars, { message: `Topic must be at most ${PLAN_LIMITS.topicChars} characters` }),
  language: z
    .enum(PLAN_LANGUAGES, { message: "must be one of en, bg, es, fr, de, it, pt, ru, ja, zh" })
    .default("en"),
  targetCardCount: z
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(PLAN_LIMITS.targetCards.min, { message: PLAN_MESSAGES.minCards })
    .max(PLAN_LIMITS.targetCards.max, { message: PLAN_MESSAGES.maxCards })
    .default(PLAN_LIMITS.targetCards.default),
  userDirections: z
    .string({ message: "must be text" })
    .trim()
    .max(PLAN_LIMITS.directionsChars, {
      message: `must be at most ${PLAN_LIMITS.directionsChars} characters`,
    })
    .default(""),
  knowledgeLevel: KnowledgeLevel.default("beginner"),
  /** The learner's own material (POST /ai-content/materials): subtopics follow it, cards come from its passages. */
  materialId: Id.nullish(),
});
export type CreateCoursePlanBody = z.input<typeof CreateCoursePlanBody>;

const name = (label: string, max: number) =>
  z
    .string({ message: `${label} is required` })
    .trim()
    .min(1, { message: `${label} is required` })
    .max(max, { message: `${label} must be at most ${max} characters` });

/** One subtopic in PUT: the list's order is the new order; a subtopic left out is removed. */
export const PlanSubtopicEdit = z.object({
  id: Id,
  name: name("Subtopic name", PLAN_LIMITS.subtopicNameChars).optional(),
  description: z
    .string({ message: "must be text" })
    .trim()
    .max(PLAN_LIMITS.subtopicDescriptionChars, {
      message: `must be at most ${PLAN_LIMITS.subtopicDescriptionChars} characters`,
    })
    .optional(),
});
export type PlanSubtopicEdit = z.input<typeof PlanSubtopicEdit>;

/** PUT /ai-content/course-plan/{id} (requirements C7): courseName or description or subtopics. */
export const UpdateCoursePlanBody = z
  .object({
    courseName: name("Course name", PLAN_LIMITS.nameChars).optional(),
    description: z
      .string({ message: "must be text" })
      .trim()
      .max(PLAN_LIMITS.descriptionChars, {
        message: `must be at most ${PLAN_LIMITS.descriptionChars} characters`,
      })
      .optional(),
    subtopics: z
      .array(PlanSubtopicEdit)
      .min(1, { message: "A plan needs at least one subtopic" })
      .max(100, { message: "must have at most 100 subtopics" })
      .refine((list) => new Set(list.map((s) => s.id)).size === list.length, {
        message: "A subtopic is listed twice",
      })
      .optional(),
  })
  .refine((b) => b.courseName !== undefined || b.description !== undefined || b.subtopics !== undefined, {
    message: "Send courseName, description or subtopics",
  });
export type UpdateCoursePlanBody = z.input<typeof UpdateCoursePlanBody>;

/** POST /ai-content/course-plan/{id}/auto-generate: 'Auto-generate all remaining' on (a durable job) or paused. */
export const AutoGenerateBody = z.object({ enabled: z.boolean({ message: "must be true or false" }) });
export type AutoGenerateBody = z.input<typeof AutoGenerateBody>;

export const CoursePlanParams = z.object({ id: Id });

export const CoursePlanSubtopic = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  difficulty: KnowledgeLevel,
  prerequisites: z.array(z.string()),
  order: z.number(),
  status: z.enum(SUBTOPIC_STATUSES),
  /** Cards this subtopic contributes to the plan's target. */
  plannedCards: z.number(),
  cardsGenerated: z.number(),
  courseId: z.string().nullable(),
  /** The multiple-choice cards it plans (its share of the plan's ~80%) and has. */
  plannedMcq: z.number(),
  mcqGenerated: z.number(),
  /** Why it failed (no card at all), or why its last run stopped early, shown on the item. */
  error: z.string().nullable(),
  /** Set when it is done but short of its cards or its multiple-choice share (shown on the item). */
  shortfall: CardShortfall.nullable(),
});
export type CoursePlanSubtopic = z.infer<typeof CoursePlanSubtopic>;

/** requirements C3 Course plan. Money in US dollars. */
export const CoursePlan = z.object({
  id: z.string(),
  topic: z.string(),
  language: z.enum(PLAN_LANGUAGES),
  knowledgeLevel: KnowledgeLevel,
  userDirections: z.string(),
  courseName: z.string(),
  description: z.string(),
  totalSubtopics: z.number(),
  targetCardCount: z.number(),
  estimatedDuration: z.string(),
  completedSubtopics: z.number(),
  totalCardsGenerated: z.number(),
  totalCost: z.number(),
  /** The plan's one course (docs/decisions/course-plans.md), once its first subtopic is generated. */
  courseId: z.string().nullable(),
  individualCourseIds: z.array(z.string()),
  tokensUsed: z.object({ input: z.number(), output: z.number() }),
  status: z.enum(PLAN_STATUSES),
  /** 'Auto-generate all remaining' is on (its job runs on the server). */
  autoGenerate: z.boolean(),
  progress: z.object({ percentComplete: z.number() }),
  /** Set once every subtopic is done when the plan is short of its cards or its multiple-choice share. */
  shortfall: CardShortfall.nullable(),
  subtopics: z.array(CoursePlanSubtopic),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CoursePlan = z.infer<typeof CoursePlan>;

export const CoursePlanResponse = z.object({ data: z.object({ plan: CoursePlan }) });
export type CoursePlanResponse = z.infer<typeof CoursePlanResponse>;

export const CoursePlansResponse = z.object({ data: z.object({ plans: z.array(CoursePlan) }) });
export type CoursePlansResponse = z.infer<typeof CoursePlansResponse>;

/** POST generate-next (requirements C7 reads data.progress.percentComplete). */
export const GenerateNextResponse = z.object({
  data: z.object({
    plan: CoursePlan,
    subtopic: CoursePlanSubtopic,
    progress: z.object({
      percentComplete: z.number(),
      completedSubtopics: z.number(),
      totalSubtopics: z.number(),
    }),
  }),
});
export type GenerateNextResponse = z.infer<typeof GenerateNextResponse>;

/** Progress percent is completed over total (requirements C4). */
export function planPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

/**
 * The cards of each subtopic of a plan of `target` cards: one subtopic per `cardsPerSubtopic` cards rounded
 * up, the target split evenly (20 -> 5+5+5+5). The server plans by it and the web describes it, so the
 * form's text says what the generation will do.
 */
export function planSubtopicSizes(target: number): number[] {
  const n = Math.max(1, Math.ceil(target / PLAN_LIMITS.cardsPerSubtopic));
  return apportion(target, Array(n).fill(1));
}

/** "5" or "5-6": the cards per subtopic of `sizes`, in words. */
export function sizeRange(sizes: readonly number[]): string {
  if (sizes.length === 0) return "0";
  const min = Math.min(...sizes);
  const max = Math.max(...sizes);
  return min === max ? String(min) : `${min}-${max}`;
}

/**
 * A subtopic a generation can still take: not started, failed (no card), or done short of its cards (a
 * top-up). Generate Next takes the first of them; auto-generate's final pass takes each once.
 */
export const subtopicWaits = (s: Pick<CoursePlanSubtopic, "status" | "shortfall">): boolean =>
  s.status === "not_started" ||
  s.status === "failed" ||
  (s.status === "completed" && (s.shortfall?.missingCards ?? 0) > 0);
