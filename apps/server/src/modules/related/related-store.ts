import { checkCard, type NormalizedCard, type SaveRelatedBody } from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import type { AuthUser } from "../../lib/auth";
import { AppError, notFound } from "../../lib/errors";
import { appendCards, findCardOfCourse, requireOwnedCourse, updateCardFields } from "../courses/index";
import { linkConcept, sourceConcept, withGlossaryLayers } from "./links";

/** Storing related cards: what a suggestion, a batch and a smart pick all end in. */
export interface NewRelated {
  conceptName: string;
  conceptTeaser: string;
  card: NormalizedCard;
}

/**
 * Stores related cards at the end of the course and, with `link`, links each both ways: the source's
 * concept gets the new card's id, the new card names the source's concept with the source's id. One
 * transaction: all cards and links, or nothing.
 */
export async function storeRelated(
  db: Database,
  userId: string,
  courseId: string,
  sourceId: string,
  items: NewRelated[],
  link: boolean,
) {
  return db.transaction(async (tx) => {
    const course = await requireOwnedCourse(tx, courseId, userId, { lock: true });
    const source = await findCardOfCourse(tx, courseId, sourceId);
    if (!source) throw notFound("Card");
    const back = sourceConcept(source);
    const rows = items.map(({ card }) =>
      link
        ? { ...card, relatedConcepts: linkConcept(card.relatedConcepts, back.title, source.id, back.teaser) }
        : card,
    );
    const inserted = await appendCards(tx, course, rows);
    let concepts = source.relatedConcepts;
    if (link) {
      inserted.forEach((row, i) => {
        concepts = linkConcept(concepts, items[i]!.conceptName, row.id, items[i]!.conceptTeaser);
      });
    }
    const updatedSource = link
      ? await updateCardFields(tx, source.id, { relatedConcepts: concepts })
      : source;
    return { cards: inserted, source: updatedSource };
  });
}

export function checkOrThrow(input: unknown): NormalizedCard {
  const result = checkCard(input);
  if (!result.ok) {
    const fields = Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [`card.${k}`, v]));
    throw new AppError("VALIDATION_ERROR", `card.${result.message}`, fields);
  }
  return result.card;
}

/** POST .../related: the owner saves a (possibly edited) suggestion; the shared card rules apply. */
export async function saveRelated(
  db: Database,
  user: AuthUser,
  courseId: string,
  cardId: string,
  body: z.output<typeof SaveRelatedBody>,
) {
  const card = checkOrThrow(withGlossaryLayers(body.card));
  const { cards, source } = await storeRelated(
    db,
    user.id,
    courseId,
    cardId,
    [{ conceptName: body.relatedConceptName, conceptTeaser: "", card }],
    body.linkCards,
  );
  return { card: cards[0]!, sourceCard: source };
}
