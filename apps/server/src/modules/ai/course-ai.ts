import {
  type Brief,
  CardBatchOutput,
  type CardFields,
  CourseOutlineOutput,
  type Level,
  type SyllabusContext,
} from "@recall/shared";
import { AppError } from "../../lib/errors";
import type { AiClient } from "./ai-client";
import { checkGeneratedCards, faceKey } from "./card-checks";
import { buildCoursePlan, type CoursePlan, type PlannedBatch } from "./course-plan";
import { batchPrompt, CARD_BATCH_SYSTEM, regeneratePrompt } from "./prompts/card-batch";
import { OUTLINE_SYSTEM, outlinePrompt } from "./prompts/outline";

/** Output limits: generous for rich cards, within every listed model's maximum output (8,192 tokens). */
const MAX_OUTPUT_CAP = 8192;
export const outlineMaxTokens = (cards: number) => Math.min(MAX_OUTPUT_CAP, 800 + cards * 40);
export const batchMaxTokens = (cards: number) => Math.min(MAX_OUTPUT_CAP, 600 + cards * 900);

const LEVEL_OF: Record<Brief["knowledgeLevel"], Level> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

interface CallScope {
  userId: string;
  jobId: string;
  signal?: AbortSignal;
}

/** The first call of a course generation: the outline, normalised into a plan of batches. */
export async function generateCoursePlan(
  ai: AiClient,
  input: { brief: Brief; syllabusContext?: SyllabusContext | null },
  scope: CallScope,
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

/**
 * The cards of one batch: one call, then at most one more for the invalid or missing cards only. Cards
 * still unusable after that are kept as basic cards when only their options were wrong, else dropped.
 */
export async function generateBatchCards(
  ai: AiClient,
  ctx: { plan: CoursePlan; batch: PlannedBatch; brief: Brief },
  scope: CallScope,
): Promise<CardFields[]> {
  const { batch } = ctx;
  const seen = new Set<string>();
  const checkOpts = { topic: batch.topic, defaultLevel: LEVEL_OF[ctx.brief.knowledgeLevel], seenFaces: seen };
  const call = (prompt: string, cards: number) =>
    ai.generateStructured({
      schema: CardBatchOutput,
      schemaName: "card_batch",
      system: CARD_BATCH_SYSTEM,
      prompt,
      kind: "course-batch",
      maxOutputTokens: batchMaxTokens(cards),
      ...scope,
    });

  const first = await call(batchPrompt(ctx), batch.cardCount);
  const checked = checkGeneratedCards(first.object.cards, { ...checkOpts, limit: batch.cardCount });
  const cards = checked.valid;
  const salvage = [...checked.salvage];
  if (cards.length < batch.cardCount) {
    const missing = batch.cardCount - cards.length;
    const haveMcq = cards.filter((c) => c.type === "mcq").length;
    const need = { total: missing, mcq: Math.max(0, Math.min(missing, batch.mcqCount - haveMcq)) };
    const problems = [...checked.problems];
    const returned = first.object.cards.length;
    if (returned < batch.cardCount)
      problems.push(`only ${returned} of ${batch.cardCount} cards were written`);
    const second = await call(
      regeneratePrompt(
        ctx,
        need,
        problems,
        cards.map((c) => c.face),
      ),
      missing,
    );
    const again = checkGeneratedCards(second.object.cards, { ...checkOpts, limit: missing });
    cards.push(...again.valid);
    salvage.push(...again.salvage);
  }
  for (const card of salvage) {
    if (cards.length >= batch.cardCount) break;
    if (seen.has(faceKey(card.face))) continue;
    seen.add(faceKey(card.face));
    cards.push(card);
  }
  if (cards.length === 0) {
    throw new AppError(
      "AI_ERROR",
      `The AI model could not write usable cards for "${batch.topic}". Please try again.`,
    );
  }
  return cards;
}
