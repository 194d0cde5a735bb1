import type { Card, ExportedCard } from "@recall/shared";
import type { CardRow } from "./courses.repository";

/** The API shape of a card: its writable fields plus identity, derived fields and timestamps. */
export function presentCard(card: CardRow): Card {
  return {
    id: card.id,
    courseId: card.courseId,
    position: card.position,
    ...writableFields(card),
    relatedConcepts: card.relatedConcepts.map((c) => ({
      title: c.title,
      teaser: c.teaser ?? "",
      cardIds: c.cardIds ?? [],
    })),
    glossaryGeneratedAt: card.glossaryGeneratedAt?.toISOString() ?? null,
    wordCount: card.wordCount,
    sourcePassage: card.sourcePassage ?? null,
    createdAt: card.createdAt.toISOString(),
    updatedAt: card.updatedAt.toISOString(),
  };
}

/** The writable fields of a stored card: what an edit merges into and what an export writes. */
export function writableFields(card: CardRow) {
  return {
    face: card.face,
    back: card.back,
    topic: card.topic,
    level: card.level,
    type: card.type,
    frequency: card.frequency,
    options: card.options,
    answerIndex: card.answerIndex,
    acceptableAnswers: card.acceptableAnswers,
    explanationRight: card.explanationRight,
    explanationWrong: card.explanationWrong,
    conceptExplainer: card.conceptExplainer,
    deepDive: card.deepDive,
    artworks: card.artworks,
    relatedConcepts: card.relatedConcepts,
    conceptTags: card.conceptTags,
    difficultyScore: card.difficultyScore,
    glossary: card.glossary,
    minReadTime: card.minReadTime,
    sandbox: card.sandbox,
  };
}

/** A card of the upload JSON an export produces: every writable field, nulls left out. */
export function presentExportedCard(card: CardRow): ExportedCard {
  const fields: Record<string, unknown> = writableFields(card);
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== null)) as ExportedCard;
}
