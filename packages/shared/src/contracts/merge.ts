import { z } from "zod";
import { Id } from "./common";
import { COURSE_LIMITS } from "./courses";

/**
 * Merging courses (part2 §2 Merge modal, §3 Merge analysis and result, §5, §6, §7, §8).
 * docs/decisions/merge.md records what the spec left open.
 */

export const MERGE_LIMITS = {
  /** part2 §5: "Merge needs at least 2 courses." */
  minCourses: 2,
  /** Bounds the analysis work and the model prompt. */
  maxCourses: 10,
} as const;

/** The spec's texts of the merge flow (part2 §5, §8). */
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

/** part2 §3 "Merge analysis", plus how the name was made and the merged course's card count. */
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
});
export type MergeAnalysis = z.infer<typeof MergeAnalysis>;
export const MergeAnalysisResponse = z.object({ data: MergeAnalysis });
export type MergeAnalysisResponse = z.infer<typeof MergeAnalysisResponse>;

/**
 * POST /ai-content/merge/execute: the analysis as the user confirmed it. Only the name, slug and description
 * are taken from it; the server finds the duplicates again (the courses may have changed since).
 */
export const MergeExecuteBody = z.object({
  courseIds: CourseIds,
  confirmedAnalysis: z.object({
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
  }),
});
export type MergeExecuteBody = z.input<typeof MergeExecuteBody>;

/** part2 §3 "Merge result". */
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
