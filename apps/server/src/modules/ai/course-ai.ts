import { type Brief, CourseOutlineOutput, type SyllabusContext } from "@recall/shared";
import type { AiClient } from "./ai-client";
import type { CallScope, CardBatchBrief } from "./card-writer";
import { buildCoursePlan, type CoursePlan, type PlannedBatch } from "./course-plan";
import { materialOutlineLines, passageNotes, planOverPassages } from "./material-plan";
import { OUTLINE_SYSTEM, outlinePrompt } from "./prompts/outline";

/** Output limit of the outline call: within every listed model's maximum output (8,192 tokens). */
export const outlineMaxTokens = (cards: number) => Math.min(8192, 800 + cards * 40);

/** The first call of a course generation: the outline, normalised into a plan of batches. */
export async function generateCoursePlan(
  ai: AiClient,
  input: { brief: Brief; syllabusContext?: SyllabusContext | null },
  scope: CallScope & { jobId: string },
  /** The passages of the learner's material, when the course is written from it (material-plan.ts). */
  passages?: readonly string[] | null,
): Promise<CoursePlan> {
  const { object } = await ai.generateStructured({
    schema: CourseOutlineOutput,
    schemaName: "course_outline",
    system: OUTLINE_SYSTEM,
    prompt: courseOutlinePrompt(input, passages),
    kind: "course",
    maxOutputTokens: outlineMaxTokens(input.brief.cardCount),
    ...scope,
  });
  const plan = buildCoursePlan(object, input.brief, scope.jobId);
  return passages?.length ? planOverPassages(plan, passages) : plan;
}

/** The outline prompt, with the material's excerpt when there is one. */
export function courseOutlinePrompt(
  input: { brief: Brief; syllabusContext?: SyllabusContext | null },
  passages?: readonly string[] | null,
): string {
  const prompt = outlinePrompt(input.brief, input.syllabusContext);
  return passages?.length ? [prompt, ...materialOutlineLines(passages)].join("\n") : prompt;
}

/** What the card writer is told about one batch of a course plan. */
export function courseBatchBrief(
  plan: Pick<CoursePlan, "name" | "description">,
  batch: PlannedBatch,
  brief: Brief,
  passage?: string | null,
): CardBatchBrief {
  return {
    ...(passage ? { notes: passageNotes(passage) } : {}),
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
