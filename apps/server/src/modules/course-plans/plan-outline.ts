import { type CreateCoursePlanBody, PLAN_LIMITS, planSubtopicSizes, sizeRange } from "@recall/shared";
import { z } from "zod";
import type { SubtopicDifficulty } from "../../db/schema/index";
import { apportion, GUIDELINES_FOR_MODEL, languageLabel, quote } from "../ai/index";

type PlanInput = z.output<typeof CreateCoursePlanBody>;

const Difficulty = z.enum(["beginner", "intermediate", "advanced"]);

/** The plan call's answer (strict structured output: every key required). */
export const PlanOutlineOutput = z.object({
  courseName: z.string().describe("Course name, at most 80 characters"),
  description: z.string().describe("Two or three sentences for the course page"),
  subtopics: z.array(
    z.object({
      name: z.string(),
      description: z.string().describe("One or two sentences: what this subtopic's cards cover"),
      difficulty: Difficulty,
      prerequisites: z.array(z.string()).describe("Names of earlier subtopics this one builds on"),
    }),
  ),
});
export type PlanOutlineOutput = z.infer<typeof PlanOutlineOutput>;

export const PLAN_SYSTEM = `You plan flashcard courses for Recall, a learning app, to be generated one subtopic at a time.
From a learner's topic you propose the course name, a short description and its subtopics in teaching order: foundations first, each subtopic distinct and small enough for a handful of cards.
Everything you write is in the course language.

${GUIDELINES_FOR_MODEL}`;

/** How many subtopics a target asks for: shared `planSubtopicSizes` (one per 6 cards, rounded up). */
export const subtopicCount = (target: number) => planSubtopicSizes(target).length;

export function planPrompt(input: PlanInput): string {
  const sizes = planSubtopicSizes(input.targetCardCount);
  const n = sizes.length;
  return [
    `Topic: ${quote(input.topic, 200)}`,
    `Knowledge level: ${input.knowledgeLevel}`,
    `Course language: ${languageLabel(input.language)}`,
    `Learner's directions: ${quote(input.userDirections || "none", 2000)}`,
    `Cards: ${input.targetCardCount}`,
    `Subtopics: ${n}`,
    "",
    `Propose exactly ${n} subtopics, ${sizeRange(sizes)} cards each. For each: name (at most 80 characters), description, difficulty (beginner, intermediate or advanced), and prerequisites (names of earlier subtopics, or an empty list).`,
  ].join("\n");
}

/** Plans an output limit that fits every listed model (8,192 tokens). */
export const planMaxTokens = (target: number) => Math.min(8192, 600 + subtopicCount(target) * 120);

export interface PlannedSubtopic {
  name: string;
  description: string;
  difficulty: SubtopicDifficulty;
  prerequisites: string[];
  order: number;
  plannedCards: number;
}

const clean = (s: string, max: number) => s.replace(/\s+/g, " ").trim().slice(0, max);

/**
 * The model's outline, normalised: blank and repeated names dropped, at most one subtopic per 6 cards, and
 * the target split between them so the planned cards add up to exactly the target (6 each when the model
 * gave the asked count; more each when it gave fewer). Null when no usable subtopic is left.
 */
export function normalizeOutline(
  outline: PlanOutlineOutput,
  input: PlanInput,
): { courseName: string; description: string; subtopics: PlannedSubtopic[] } | null {
  const seen = new Set<string>();
  const kept = outline.subtopics
    .map((s) => ({ ...s, name: clean(s.name, PLAN_LIMITS.subtopicNameChars) }))
    .filter((s) => s.name && !seen.has(s.name.toLowerCase()) && seen.add(s.name.toLowerCase()))
    .slice(0, subtopicCount(input.targetCardCount));
  if (kept.length === 0) return null;
  const cards = apportion(
    input.targetCardCount,
    kept.map(() => 1),
  );
  const names = new Set(kept.map((s) => s.name.toLowerCase()));
  return {
    courseName: clean(outline.courseName, 80) || clean(input.topic, 80),
    description: clean(outline.description, PLAN_LIMITS.descriptionChars),
    subtopics: kept.map((s, i) => ({
      name: s.name,
      description: clean(s.description, PLAN_LIMITS.subtopicDescriptionChars),
      difficulty: Difficulty.safeParse(s.difficulty).data ?? input.knowledgeLevel,
      // Only names of subtopics that exist in this plan.
      prerequisites: s.prerequisites.map((p) => clean(p, 200)).filter((p) => names.has(p.toLowerCase())),
      order: i + 1,
      plannedCards: cards[i]!,
    })),
  };
}

/** Generation time at 5-8 s per card (requirements C9), as the plan shows it. */
export function estimatedDuration(cards: number): string {
  const min = Math.max(1, Math.round((cards * 5) / 60));
  const max = Math.max(min, Math.round((cards * 8) / 60));
  return min === max ? `about ${min} min` : `${min}-${max} min`;
}
