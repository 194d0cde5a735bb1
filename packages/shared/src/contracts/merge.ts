import { z } from "zod";
import { Id } from "./common";
import { COURSE_LIMITS } from "./courses";

/**
 * Merging courses (requirements C2 Merge modal, requirements C3 Merge analysis and result, requirements C5, requirements C6, requirements C7, requirements C8).
 * docs/decisions/merge.md records what the spec left open.
 */

export const MERGE_LIMITS = {
  /** requirements C5: "Merge needs at least 2 courses." */
  minCourses: 2,
  /** Bounds the analysis work and the model prompt. */
  maxCourses: 10,
  /** The characters of a question or answer a duplicate pair shows (the rest is cut with "…"). */
  previewChars: 500,
} as const;

/** Cards of the chosen courses together at most: the bound of a pair list or keep list. */
const MAX_SOURCE_CARDS = MERGE_LIMITS.maxCourses * COURSE_LIMITS.maxCards;

/** The spec's texts of the merge flow (requirements C5, C8). */
export const MERGE_MESSAGES = {
  needsTwo: "Merge needs at least 2 courses.",
  analyzeFailed: "Failed to analyze courses",
  mergeFailed: "Failed to merge courses",
  distinctIds: "must not name the same course twice",
} as const;

const CourseIds = z
  .array(Id, { message: "must be a list of course ids" })
  .min(MERGE_LIMITS.minCourses, { message: MERGE_MESSAGES.needsTwo })
  .max(MERGE_LIMITS.maxCourses, { message: `must name at most ${MERGE_LIMITS.maxCourses} courses` })
  .refine((ids) => new Set(ids).size === ids.length, { message: MERGE_MESSAGES.distinctIds });

/** POST /ai-content/merge/analyze. */
export const MergeAnalyzeBody = z.object({ courseIds: CourseIds });
export type MergeAnalyzeBody = z.infer<typeof MergeAnalyzeBody>;

/** Who proposed the name: the AI model, or the app from the course names (with the reason why). */
export const MergeNaming = z.object({
  source: z.enum(["ai", "course-names"]),
  reason: z.string().nullable(),
});
export type MergeNaming = z.infer<typeof MergeNaming>;

/** One card of a duplicate pair as the analysis shows it: where it comes from and its (cut) texts. */
export const MergeCardPreview = z.object({
  id: z.string(),
  courseId: z.string(),
  courseName: z.string(),
  face: z.string(),
  back: z.string(),
  topic: z.string(),
});
export type MergeCardPreview = z.infer<typeof MergeCardPreview>;

/** A card the merge leaves out (`dropped`) beside the card kept in its place (its duplicate). */
export const MergeDuplicatePair = z.object({ kept: MergeCardPreview, dropped: MergeCardPreview });
export type MergeDuplicatePair = z.infer<typeof MergeDuplicatePair>;

/**
 * requirements C3 "Merge analysis", plus how the name was made, the merged course's card count and the pairs of
 * duplicates it leaves out (the learner may keep any left-out card).
 */
export const MergeAnalysis = z.object({
  suggestedName: z.string(),
  suggestedSlug: z.string(),
  suggestedDescription: z.string(),
  /** Cards in all the chosen courses together. */
  totalCards: z.number(),
  /** Cards that repeat another one (found by the app, not the model); the merged course leaves them out. */
  duplicateCards: z.number(),
  /** Cards the merged course will hold: totalCards − duplicateCards. */
  distinctCards: z.number(),
  topics: z.array(z.string()),
  levels: z.array(z.string()),
  /** One pass through every distinct card at its time allowance, e.g. "about 12 minutes". */
  estimatedDuration: z.string(),
  naming: MergeNaming,
  /** Every card the merge leaves out, each beside the card kept in its place. */
  duplicatePairs: z.array(MergeDuplicatePair),
});
export type MergeAnalysis = z.infer<typeof MergeAnalysis>;
export const MergeAnalysisResponse = z.object({ data: MergeAnalysis });
export type MergeAnalysisResponse = z.infer<typeof MergeAnalysisResponse>;

/** A card of a confirmed pair: only its id is read; the shown texts may come back with it or not. */
const ConfirmedCard = z.object({
  id: Id,
  courseId: z.string().optional(),
  courseName: z.string().optional(),
  face: z.string().optional(),
  back: z.string().optional(),
  topic: z.string().optional(),
});

const messageOf = (max: number) => ({ message: `must have at most ${max} entries` });

/**
 * The analysis as the learner confirmed it (requirements C7 "courseIds, confirmedAnalysis"): what /merge/analyze
 * returned, with the learner's name, slug and description, and `keepCardIds`, the left-out cards the
 * learner keeps after all. The server checks it against the courses as they are (each pair's cards in
 * them and duplicates by the app's rule); the numbers are the analysis' own and are not read.
 */
export const ConfirmedMergeAnalysis = z.object({
  suggestedName: z
    .string({ message: "is required" })
    .trim()
    .min(1, { message: "is required" })
    .max(COURSE_LIMITS.name, { message: `must be at most ${COURSE_LIMITS.name} characters` }),
  suggestedSlug: z
    .string({ message: "must be text" })
    .max(COURSE_LIMITS.slug, { message: `must be at most ${COURSE_LIMITS.slug} characters` })
    .optional(),
  suggestedDescription: z
    .string({ message: "must be text" })
    .max(COURSE_LIMITS.description, {
      message: `must be at most ${COURSE_LIMITS.description} characters`,
    })
    .optional(),
  totalCards: z.number().optional(),
  duplicateCards: z.number().optional(),
  distinctCards: z.number().optional(),
  topics: z.array(z.string()).optional(),
  levels: z.array(z.string()).optional(),
  estimatedDuration: z.string().optional(),
  naming: MergeNaming.optional(),
  duplicatePairs: z
    .array(z.object({ kept: ConfirmedCard, dropped: ConfirmedCard }), {
      message: "must be the analysis' list of duplicate pairs",
    })
    .max(MAX_SOURCE_CARDS, messageOf(MAX_SOURCE_CARDS)),
  keepCardIds: z.array(Id).max(MAX_SOURCE_CARDS, messageOf(MAX_SOURCE_CARDS)).optional(),
});
export type ConfirmedMergeAnalysis = z.input<typeof ConfirmedMergeAnalysis>;

/** POST /ai-content/merge/execute. */
export const MergeExecuteBody = z.object({ courseIds: CourseIds, confirmedAnalysis: ConfirmedMergeAnalysis });
export type MergeExecuteBody = z.input<typeof MergeExecuteBody>;

/** requirements C3 "Merge result". */
export const MergeResult = z.object({
  mergedCardCount: z.number(),
  duplicatesSkipped: z.number(),
  sourceCourses: z.array(z.object({ id: z.string(), name: z.string() })),
  newCourseId: z.string(),
  newCourseSlug: z.string(),
});
export type MergeResult = z.infer<typeof MergeResult>;
export const MergeResultResponse = z.object({ data: MergeResult });
export type MergeResultResponse = z.infer<typeof MergeResultResponse>;

/** The model's proposal (structured output): the app checks and slugifies it. */
export const MergeNamingOutput = z.object({
  name: z.string().describe("A short name for the combined course"),
  slug: z.string().describe("A URL slug for the name: lowercase letters, digits and hyphens"),
  description: z.string().describe("One or two sentences on what the combined course covers"),
});
export type MergeNamingOutput = z.infer<typeof MergeNamingOutput>;
