import { ConceptTagsOutput, type IndexCourseBody } from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import type { AiClient } from "../ai/index";
import { aiPreflight, microsToUsd } from "../ai/index";
import { countCourseCards, requireOwnedCourse } from "../courses/index";
import { CONCEPT_TAGS_SYSTEM, conceptTagsPrompt } from "./glossary.prompts";
import { glossaryRepository } from "./glossary.repository";

/** Cards per tagging call. */
export const TAG_CHUNK = 25;
const MAX_TAGS = 5;

const normalizeTags = (tags: string[]) =>
  [
    ...new Set(tags.map((t) => t.replace(/\s+/g, " ").trim().toLowerCase().slice(0, 60)).filter(Boolean)),
  ].slice(0, MAX_TAGS);

/**
 * POST /ai-content/cards/index/:courseId (requirements C7): with autoGenerateTags, the course's cards that have
 * no concept tags get tags from the model (TAG_CHUNK cards per call; a card the answer skips stays
 * untagged). The search vector is maintained by the database, so indexing is only this. Owner only.
 * Every call runs before anything is stored: a failed call stores nothing.
 */
export async function indexCourse(
  { db, ai }: { db: Database; ai: AiClient },
  user: AuthUser,
  courseId: string,
  body: z.output<typeof IndexCourseBody>,
) {
  const started = Date.now();
  await requireOwnedCourse(db, courseId, user.id);
  const [untagged, totalCards] = await Promise.all([
    glossaryRepository.untaggedCards(db, courseId),
    countCourseCards(db, courseId),
  ]);
  let costMicros = 0;
  const tagsById = new Map<string, string[]>();
  if (body.autoGenerateTags && untagged.length > 0) {
    // The route falls back to indexing without the model, so the AI preflight runs here, once tags are due.
    await aiPreflight(ai, user);
    for (let i = 0; i < untagged.length; i += TAG_CHUNK) {
      const chunk = untagged.slice(i, i + TAG_CHUNK);
      const { object, costMicros: cost } = await ai.generateStructured({
        schema: ConceptTagsOutput,
        schemaName: "concept_tags",
        system: CONCEPT_TAGS_SYSTEM,
        prompt: conceptTagsPrompt(chunk),
        kind: "concept-tags",
        userId: user.id,
        maxOutputTokens: 200 + chunk.length * 60,
      });
      costMicros += cost;
      for (const answer of object.cards) {
        const card = Number.isInteger(answer.card) ? chunk[answer.card - 1] : undefined;
        const tags = normalizeTags(answer.tags);
        if (card && tags.length > 0 && !tagsById.has(card.id)) tagsById.set(card.id, tags);
      }
    }
    await db.transaction(async (tx) => {
      await requireOwnedCourse(tx, courseId, user.id, { lock: true });
      for (const [id, tags] of tagsById) await glossaryRepository.setTagsIfUntagged(tx, id, tags);
    });
  }
  return {
    totalCards,
    untagged: untagged.length,
    tagged: tagsById.size,
    metadata: { totalCost: microsToUsd(costMicros), totalTime: Date.now() - started },
  };
}
