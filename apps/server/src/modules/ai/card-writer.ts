import {
  CardBatchOutput,
  cardAnswerText,
  cardBatchWire,
  type GeneratedCardOutput,
  type KnowledgeLevel,
  type Level,
  passageSupport,
} from "@recall/shared";
import type { Database } from "../../db/client";
import type { GenerationKind } from "../../db/schema/index";
import { listCardFaces } from "../courses/index";
import type { AiClient } from "./ai-client";
import { type CardVerdict, CourseFaces, checkGeneratedCard } from "./card-checks";
import { CARD_BATCH_SYSTEM, type CardBatchBrief, cardBatchPrompt } from "./prompts/card-batch";
import { type CardAsk, type CardQuota, generateToTarget, type TopUpResult } from "./top-up";

export type { CardBatchBrief } from "./prompts/card-batch";

/** Output limits: generous for rich cards, within every listed model's maximum output (8,192 tokens). */
const MAX_OUTPUT_CAP = 8192;
export const batchMaxTokens = (cards: number) => Math.min(MAX_OUTPUT_CAP, 600 + cards * 900);

/** The card level a knowledge level defaults to. */
export const LEVEL_OF: Record<KnowledgeLevel, Level> = {
  beginner: "Beginner",
  intermediate: "Intermediate",
  advanced: "Advanced",
};

/** The faces already stored in a course (an empty set when there is no course yet). */
export async function loadCourseFaces(db: Database, courseId: string | null): Promise<CourseFaces> {
  return new CourseFaces(courseId ? await listCardFaces(db, courseId) : []);
}

/** Who pays for a call and what can cancel it. */
export interface CallScope {
  userId: string;
  jobId: string | null;
  signal?: AbortSignal;
}

/**
 * The `write` of a top-up for cards on one topic: one structured call (reserved against the budget by
 * the AI client) with the card-batch prompt, answering the cards the model wrote.
 */
export function topicCardWriter(
  ai: AiClient,
  brief: CardBatchBrief,
  scope: CallScope & { kind?: GenerationKind },
): (ask: CardAsk) => Promise<GeneratedCardOutput[]> {
  const { kind = "course-batch", ...call } = scope;
  return async (ask) => {
    const { object } = await ai.generateStructured({
      schema: CardBatchOutput,
      wireSchema: cardBatchWire(ask),
      schemaName: "card_batch",
      system: CARD_BATCH_SYSTEM,
      prompt: cardBatchPrompt(brief, ask),
      kind,
      maxOutputTokens: batchMaxTokens(ask.cards),
      ...call,
    });
    return object.cards;
  };
}

export interface TopicCardsRequest {
  brief: CardBatchBrief;
  /** Cards and how many of them MCQ, e.g. { cards: 6, mcq: 5 } for a plan subtopic. */
  target: CardQuota;
  /** The course's faces (load them with `loadCourseFaces`); kept faces are added. */
  faces?: CourseFaces;
  /** The ledger kind of the calls (default "course-batch"). */
  kind?: GenerationKind;
  /**
   * The passage of the learner's material the cards are written from: a card whose answer has no support
   * in it is refused (shared `passageSupport`) and counts as missing, so the top-up replaces it.
   */
  passage?: string | null;
}

/** The card checks, plus the passage support check when the cards come from a passage. */
export function withPassageCheck(check: (card: GeneratedCardOutput) => CardVerdict, passage?: string | null) {
  if (!passage) return check;
  return (card: GeneratedCardOutput): CardVerdict => {
    const verdict = check(card);
    if (!verdict.ok) return verdict;
    const support = passageSupport(cardAnswerText(verdict.card), passage);
    if (support.supported) return verdict;
    return {
      ok: false,
      problem: `"${verdict.card.face.slice(0, 80)}": the answer is not supported by the passage (not in it: ${support.missing.slice(0, 6).join(", ")})`,
    };
  };
}

/**
 * Cards on one topic to a target, with top-ups (top-up.ts) and the card checks (card-checks.ts): the
 * building block of every topic-shaped generation (course batches, plan and syllabus subtopics).
 */
export function generateTopicCards(
  ai: AiClient,
  request: TopicCardsRequest,
  scope: CallScope,
): Promise<TopUpResult> {
  const faces = request.faces ?? new CourseFaces();
  const checkOpts = {
    topic: request.brief.topic,
    defaultLevel: LEVEL_OF[request.brief.knowledgeLevel],
    faces,
  };
  return generateToTarget({
    target: request.target,
    faces,
    check: withPassageCheck((card) => checkGeneratedCard(card, checkOpts), request.passage),
    write: topicCardWriter(ai, request.brief, { ...scope, kind: request.kind }),
  });
}
