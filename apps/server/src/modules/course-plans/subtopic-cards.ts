import {
  CardBatchOutput,
  cardBatchWire,
  mcqTargets,
  nextRunQuota,
  plannedMcqOf,
  type QuotaState,
} from "@recall/shared";
import type { Database } from "../../db/client";
import type { AiClient } from "../ai/index";
import {
  batchMaxTokens,
  CARD_BATCH_SYSTEM,
  type ChunkedCards,
  type CourseFaces,
  cardBatchPrompt,
  cardSlots,
  checkGeneratedCard,
  generateToTarget,
  LEVEL_OF,
  passageChunks,
  passageNotes,
  quote,
  withPassageCheck,
  writeChunks,
} from "../ai/index";
import { ownedMaterialPassages } from "../materials/index";
import type { PlanRow, SubtopicRow } from "./course-plans.repository";

export interface Usage {
  costMicros: number;
  input: number;
  output: number;
}

/** The passages of the plan's material (its owner's), or null for a plan from its topic alone. */
export async function planPassages(db: Database, plan: PlanRow): Promise<string[] | null> {
  if (!plan.materialId) return null;
  return ownedMaterialPassages(db, plan.materialId, plan.userId);
}

/**
 * A subtopic's plan and what it has: its planned MCQ is its share of the plan's (shared `mcqTargets` over
 * the plan's subtopics in order), so the whole plan keeps the ~80% share.
 */
export function subtopicQuota(subtopics: readonly SubtopicRow[], subtopic: SubtopicRow): QuotaState {
  const at = subtopics.findIndex((s) => s.id === subtopic.id);
  const targets = mcqTargets(subtopics.map((s) => s.plannedCards));
  return {
    plannedCards: subtopic.plannedCards,
    plannedMcq: at >= 0 ? targets[at]! : plannedMcqOf(subtopic.plannedCards),
    cardsMade: subtopic.cardsGenerated,
    mcqMade: subtopic.mcqGenerated,
  };
}

/**
 * True when another run can top a subtopic up: it misses cards. (An MCQ share missed with every card made
 * cannot be topped up without passing the plan's target; it stays reported.)
 */
export function isShort(subtopics: readonly SubtopicRow[], subtopic: SubtopicRow): boolean {
  return nextRunQuota(subtopicQuota(subtopics, subtopic)).cards > 0;
}

/**
 * Writes a claimed subtopic's missing cards and missing MCQ (shared `nextRunQuota`) with the shared
 * top-up and card checks. A plan from material writes them passage by passage (the subtopic's run of the
 * material, ai/material-subtopics.ts), each card checked against its passage; else in one run. `onCall`
 * sees every answer (the plan's usage, the claim's renewal). Throws when nothing at all was kept.
 */
export async function writeSubtopicCards(
  deps: { db: Database; ai: AiClient },
  plan: PlanRow,
  subtopic: SubtopicRow,
  quota: QuotaState,
  faces: CourseFaces,
  scope: { jobId: string | null; signal?: AbortSignal },
  onCall: (usage: Usage) => Promise<void>,
): Promise<ChunkedCards> {
  const { cards, mcq } = nextRunQuota(quota);
  const passages = await planPassages(deps.db, plan);
  const slots = passages ? cardSlots(subtopic.passageIndexes, passages, subtopic.plannedCards) : [];
  // Without material one run writes them all, as before; with it, one run per passage (at most 8 cards).
  const chunks = slots.length
    ? passageChunks(slots, subtopic.cardsGenerated, cards, mcq)
    : [{ passageIndex: null, cards, mcq }];
  const directions = plan.userDirections ? [`Learner's directions: ${quote(plan.userDirections, 2000)}`] : [];
  const checkOpts = { topic: subtopic.name, defaultLevel: LEVEL_OF[subtopic.difficulty], faces };
  return writeChunks(chunks, passages, (chunk, passage) => {
    const brief = {
      courseName: plan.courseName,
      courseDescription: plan.description,
      knowledgeLevel: subtopic.difficulty,
      goal: `Learn ${plan.topic}`,
      language: plan.language,
      topic: subtopic.name,
      topicDescription: subtopic.description,
      keyPoints: [],
      notes: [...(passage ? passageNotes(passage) : []), ...directions],
    };
    return generateToTarget({
      target: { cards: chunk.cards, mcq: chunk.mcq },
      faces,
      check: withPassageCheck((card) => checkGeneratedCard(card, checkOpts), passage),
      write: async (ask) => {
        const answer = await deps.ai.generateStructured({
          schema: CardBatchOutput,
          wireSchema: cardBatchWire(ask),
          schemaName: "card_batch",
          system: CARD_BATCH_SYSTEM,
          prompt: cardBatchPrompt(brief, ask),
          kind: "plan-subtopic",
          maxOutputTokens: batchMaxTokens(ask.cards),
          userId: plan.userId,
          jobId: scope.jobId,
          signal: scope.signal,
        });
        await onCall({
          costMicros: answer.costMicros,
          input: answer.inputTokens,
          output: answer.outputTokens,
        });
        return answer.object.cards;
      },
    });
  });
}
