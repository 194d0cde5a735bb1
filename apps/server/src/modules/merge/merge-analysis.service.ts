import {
  AI_MESSAGES,
  COURSE_LIMITS,
  type MergeAnalysis,
  type MergeNaming,
  MergeNamingOutput,
  slugify,
  studyDurationText,
} from "@recall/shared";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import type { AiClient } from "../ai/index";
import { aiPreflight, MERGE_NAMING_SYSTEM, mergeNamingPrompt } from "../ai/index";
import type { CourseRow } from "../courses/index";
import { presentDuplicatePairs } from "./merge-pairs.presenter";
import { planMerge } from "./merge-plan";
import { loadMergeSources } from "./merge-sources";

const MAX_OUTPUT_TOKENS = 400;

export const MERGE_NAMING_REASONS = {
  notConfigured: `The name is made from the course names: ${AI_MESSAGES.notConfigured}`,
  guidelines:
    "The name is made from the course names: accept the content guidelines (AI Create) to get a suggestion from the AI.",
} as const;

export interface MergeDeps {
  db: Database;
  ai: AiClient;
}

/** The name, slug and description made from the course names, when the AI cannot be asked. */
export function namesFallback(courses: readonly CourseRow[]) {
  const names = courses.map((c) => c.name.trim());
  const name = names.join(" + ").slice(0, COURSE_LIMITS.name).trim();
  const listed = `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return {
    name,
    slug: slugify(name).slice(0, COURSE_LIMITS.slug).replace(/-$/, "") || "merged-course",
    description: `Combined from ${listed}.`.slice(0, COURSE_LIMITS.description),
  };
}

/** The model proposes name, slug and description only; the app bounds them and derives a valid slug. */
async function askModel(ai: AiClient, user: AuthUser, courses: CourseRow[], distinct: number) {
  const fallback = namesFallback(courses);
  const { object } = await ai.generateStructured({
    schema: MergeNamingOutput,
    schemaName: "merge_naming",
    system: MERGE_NAMING_SYSTEM,
    prompt: mergeNamingPrompt(
      courses.map((c) => ({
        name: c.name,
        description: c.description,
        topics: c.topics,
        cardCount: c.cardCount,
      })),
      distinct,
    ),
    kind: "merge",
    userId: user.id,
    maxOutputTokens: MAX_OUTPUT_TOKENS,
  });
  const name = object.name.replace(/\s+/g, " ").trim().slice(0, COURSE_LIMITS.name).trim() || fallback.name;
  const slug =
    (slugify(object.slug) || slugify(name)).slice(0, COURSE_LIMITS.slug).replace(/-$/, "") || fallback.slug;
  const description =
    object.description.trim().slice(0, COURSE_LIMITS.description).trim() || fallback.description;
  return { name, slug, description };
}

/**
 * POST /ai-content/merge/analyze (requirements C3, C7): the merged course's numbers and the duplicate pairs it
 * leaves out, found by the app (the shared rule), and a name, slug and description proposed by the model. Without an AI provider, or
 * before the user accepted the content guidelines, the name is made from the course names and `naming`
 * says so (docs/decisions/merge.md). A model failure or an exceeded budget is an error, never a fallback.
 */
export async function analyzeMerge(
  { db, ai }: MergeDeps,
  user: AuthUser,
  courseIds: string[],
): Promise<MergeAnalysis> {
  const { courses, cardsByCourse } = await loadMergeSources(db, user.id, courseIds);
  const plan = planMerge(courses, cardsByCourse);
  let naming: MergeNaming = { source: "ai", reason: null };
  let proposal: { name: string; slug: string; description: string };
  if (!ai.status().configured) {
    naming = { source: "course-names", reason: MERGE_NAMING_REASONS.notConfigured };
    proposal = namesFallback(courses);
  } else if (!user.guidelinesAcceptedAt) {
    naming = { source: "course-names", reason: MERGE_NAMING_REASONS.guidelines };
    proposal = namesFallback(courses);
  } else {
    // The route falls back to the course names, so the AI preflight runs here, once the model is the way.
    await aiPreflight(ai, user, () => ({ screen: courses.flatMap((c) => [c.name, c.description]) }));
    proposal = await askModel(ai, user, courses, plan.kept.length);
  }
  return {
    suggestedName: proposal.name,
    suggestedSlug: proposal.slug,
    suggestedDescription: proposal.description,
    totalCards: plan.totalCards,
    duplicateCards: plan.totalCards - plan.kept.length,
    distinctCards: plan.kept.length,
    topics: plan.topics,
    levels: plan.levels,
    estimatedDuration: studyDurationText(plan.kept),
    naming,
    duplicatePairs: presentDuplicatePairs(courses, cardsByCourse.flat(), plan),
  };
}
