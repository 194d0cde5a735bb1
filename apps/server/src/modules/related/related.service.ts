import {
  cardShortfall,
  type DuplicateWarning,
  type GenerateBatchRelatedBody,
  type GenerateRelatedBody,
  type GenerateSmartRelatedBody,
  plannedMcqOf,
  RELATED_MESSAGES,
  type RelatedOptionsOut,
  type RelatedSuggestion,
  textKey,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { AppError, badRequestOn, notFound } from "../../lib/errors";
import type { AiClient } from "../ai/index";
import { CourseFaces, microsToUsd } from "../ai/index";
import {
  type CardRow,
  type CourseRow,
  findCardOfCourse,
  listCardFaces,
  requireOwnedCourse,
} from "../courses/index";
import { findCloseCardsInCourse } from "../search/index";
import { withGlossaryLayers } from "./links";
import type { RelatedCardBrief } from "./related.prompts";
import { checkOrThrow, type NewRelated, storeRelated } from "./related-store";
import { type WrittenRelatedCard, writeRelatedCard } from "./related-writer";

export interface RelatedDeps {
  db: Database;
  ai: AiClient;
}

/** With useFullContext, the model sees at most this many of the course's questions. */
const FULL_CONTEXT_FACES = 80;

interface Context {
  course: CourseRow;
  source: CardRow;
  faces: CourseFaces;
  courseFaces: string[];
}

/** Owner only (404 / 403), the source card in the course (the route's preflight did the AI checks). */
async function loadContext(
  { db }: RelatedDeps,
  user: AuthUser,
  courseId: string,
  cardId: string,
): Promise<Context> {
  const course = await requireOwnedCourse(db, courseId, user.id);
  const source = await findCardOfCourse(db, courseId, cardId);
  if (!source) throw notFound("Card");
  const courseFaces = await listCardFaces(db, courseId);
  return { course, source, faces: new CourseFaces(courseFaces), courseFaces };
}

function briefFor(
  ctx: Context,
  concept: { name: string; teaser: string },
  options: RelatedOptionsOut,
): RelatedCardBrief {
  const { source } = ctx;
  return {
    courseName: ctx.course.name,
    courseDescription: ctx.course.description,
    source: {
      face: source.face,
      back: source.back,
      topic: source.topic,
      level: source.level,
      explainer: source.conceptExplainer
        ? `${source.conceptExplainer.title}: ${source.conceptExplainer.content}`
        : "",
    },
    concept,
    options,
    courseFaces: options.useFullContext ? ctx.courseFaces.slice(0, FULL_CONTEXT_FACES) : [],
  };
}

function write(
  deps: RelatedDeps,
  user: AuthUser,
  ctx: Context,
  brief: RelatedCardBrief,
  batch = false,
  type?: "mcq" | "basic",
) {
  return writeRelatedCard(deps.ai, type ? { ...brief, cardType: type } : brief, {
    userId: user.id,
    kind: batch ? "related-batch" : "related-card",
    topic: ctx.source.topic,
    faces: ctx.faces,
    type,
  });
}

/** A warning when the course already has a card whose question reads like the new one (search module). */
async function duplicateWarning(
  db: Database,
  courseId: string,
  face: string,
): Promise<DuplicateWarning | null> {
  const close = await findCloseCardsInCourse(db, courseId, face);
  if (close.length === 0) return null;
  return {
    message: `This course already has ${close.length === 1 ? "a card" : `${close.length} cards`} like this one. Check before saving.`,
    similarCards: close,
  };
}

function presentSuggestion(w: WrittenRelatedCard): RelatedSuggestion {
  const { card } = w;
  return {
    relationship: w.relationship,
    difficulty: card.level,
    rationale: w.rationale,
    question: card.face,
    answer: card.back,
    mcqOptions: card.options ?? null,
    mcqCorrectIndex: card.answerIndex ?? null,
    suggestedTags: card.conceptTags ?? [],
    fullCardData: withGlossaryLayers(card) as Record<string, unknown>,
  };
}

const metadata = (costMicros: number, started: number) => ({
  totalCost: microsToUsd(costMicros),
  totalTime: Date.now() - started,
});

/**
 * POST .../generate-related (requirements C7): a suggestion for the dialog, checked like every generated card,
 * with a duplicate warning. Stores nothing: the owner edits it and saves it with POST .../related.
 */
export async function suggestRelated(
  deps: RelatedDeps,
  user: AuthUser,
  courseId: string,
  cardId: string,
  body: z.output<typeof GenerateRelatedBody>,
) {
  const started = Date.now();
  const ctx = await loadContext(deps, user, courseId, cardId);
  const concept = { name: body.relatedConceptName, teaser: body.relatedConceptTeaser };
  const written = await write(deps, user, ctx, briefFor(ctx, concept, body.options));
  return {
    card: presentSuggestion(written),
    duplicateWarning: await duplicateWarning(deps.db, courseId, written.card.face),
    metadata: metadata(written.costMicros, started),
  };
}

/**
 * POST .../generate-batch-related (requirements C7): one card per concept (calls run in parallel within the AI
 * client's concurrency), each checked; the usable ones are stored and linked in one transaction, and the
 * others are reported with why. When none is usable, the first failure is the answer and nothing is stored.
 */
export async function generateBatchRelated(
  deps: RelatedDeps,
  user: AuthUser,
  courseId: string,
  cardId: string,
  body: z.output<typeof GenerateBatchRelatedBody>,
) {
  const started = Date.now();
  const ctx = await loadContext(deps, user, courseId, cardId);
  // The shared quota rule: at least 80% of the batch multiple choice, the first concepts' cards.
  const plannedMcq = plannedMcqOf(body.relatedConcepts.length);
  const settled = await Promise.allSettled(
    body.relatedConcepts.map((c, i) =>
      write(deps, user, ctx, briefFor(ctx, c, body.options), true, i < plannedMcq ? "mcq" : "basic"),
    ),
  );
  const kept: NewRelated[] = [];
  const failed: { name: string; message: string }[] = [];
  const seen = new Set<string>();
  let costMicros = 0;
  let firstError: unknown = null;
  settled.forEach((result, i) => {
    const concept = body.relatedConcepts[i]!;
    if (result.status === "rejected") {
      firstError ??= result.reason;
      const message =
        result.reason instanceof AppError ? result.reason.message : RELATED_MESSAGES.generateFailed;
      failed.push({ name: concept.name, message });
      return;
    }
    costMicros += result.value.costMicros;
    const key = textKey(result.value.card.face);
    if (seen.has(key)) {
      failed.push({
        name: concept.name,
        message: "The AI repeated a question of this batch; nothing was saved for it.",
      });
      return;
    }
    seen.add(key);
    kept.push({
      conceptName: concept.name,
      conceptTeaser: concept.teaser,
      card: checkOrThrow(withGlossaryLayers(result.value.card)),
    });
  });
  if (kept.length === 0) throw firstError ?? new AppError("AI_ERROR", RELATED_MESSAGES.batchFailed);
  const { cards } = await storeRelated(deps.db, user.id, courseId, cardId, kept, body.options.linkCards);
  const shortfall = cardShortfall({
    plannedCards: body.relatedConcepts.length,
    cardsCreated: cards.length,
    plannedMcq,
    mcqCreated: kept.filter((k) => k.card.type === "mcq").length,
  });
  return { cardsGenerated: cards.length, cards, failed, shortfall, metadata: metadata(costMicros, started) };
}

/**
 * POST .../generate-smart-related: the app picks the source card's first related concept without a
 * linked card, writes a card for it, stores it and (with linkCards, the default) links it both ways.
 */
export async function generateSmartRelated(
  deps: RelatedDeps,
  user: AuthUser,
  courseId: string,
  cardId: string,
  body: z.output<typeof GenerateSmartRelatedBody>,
) {
  const started = Date.now();
  const ctx = await loadContext(deps, user, courseId, cardId);
  const open = ctx.source.relatedConcepts.find((c) => (c.cardIds ?? []).length === 0);
  if (!open) throw badRequestOn("cardId", RELATED_MESSAGES.noOpenConcept);
  const concept = { name: open.title, teaser: open.teaser ?? "" };
  const written = await write(deps, user, ctx, briefFor(ctx, concept, body.options));
  const warning = await duplicateWarning(deps.db, courseId, written.card.face);
  const card = checkOrThrow(withGlossaryLayers(written.card));
  const { cards } = await storeRelated(
    deps.db,
    user.id,
    courseId,
    cardId,
    [{ conceptName: concept.name, conceptTeaser: concept.teaser, card }],
    body.options.linkCards,
  );
  return {
    relatedCard: cards[0]!,
    concept: { title: concept.name, teaser: concept.teaser },
    duplicateWarning: warning,
    metadata: metadata(written.costMicros, started),
  };
}
