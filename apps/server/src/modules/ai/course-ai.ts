import { type Brief, CourseOutlineOutput, type SyllabusContext } from "@recall/shared";
import type { AiClient } from "./ai-client";
import type { CallScope, CardBatchBrief } from "./card-writer";
import { buildCoursePlan, type CoursePlan, type PlannedBatch } from "./course-plan";
import { OUTLINE_SYSTEM, outlinePrompt } from "./prompts/outline";

/** Output limit of the outline call: within every listed model's maximum output (8,192 tokens). */
export const outlineMaxTokens = (cards: number) => Math.min(8192, 800 + cards * 40);

/** The first call of a course generation: the outline, normalised into a plan of batches. */
export async function generateCoursePlan(
  ai: AiClient,
  input: { brief: Brief; syllabusContext?: SyllabusContext | null },
  scope: CallScope & { jobId: string },
): Promise<CoursePlan> {
  const { object } = await ai.generateStructured({
    schema: CourseOutlineOutput,
    schemaName: "course_outline",
    system: OUTLINE_SYSTEM,
    prompt: outlinePrompt(input.brief, input.syllabusContext),
    kind: "course",
    maxOutputTokens: outlineMaxTokens(input.brief.cardCount),
    ...scope,
  });
  return buildCoursePlan(object, input.brief, scope.jobId);
}

/** What the card writer is told about one batch of a course plan. */
export function courseBatchBrief(
  plan: Pick<CoursePlan, "name" | "description">,
  batch: PlannedBatch,
  brief: Brief,
): CardBatchBrief {
  return {
    courseName: plan.name,
    courseDescription: plan.description,
    knowledgeLevel: brief.knowledgeLevel,
    goal: brief.goal,
    language: brief.language,
    topic: batch.topic,
    topicDescription: batch.topicDescription,
    keyPoints: batch.keyPoints,
  };
}
