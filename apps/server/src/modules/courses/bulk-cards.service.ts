import { randomUUID } from "node:crypto";
import { COURSE_LIMITS, type RelatedConcept } from "@recall/shared";
import type { Database } from "../../db/client";
import { badRequestOn, notFound } from "../../lib/errors";
import { bulkCardsRepository as bulk } from "./bulk-cards.repository";
import { writableFields } from "./card.presenter";
import { newTopicsAndLevels } from "./card.service";
import { requireOwnedCourse } from "./course-access";
import { type CardRow, type CourseRow, type NewCard, coursesRepository as repo } from "./courses.repository";

/**
 * Bulk card operations (requirements C2 "Course card editor"; docs/decisions/merge.md): one call, one transaction.
 * Every id must be a card of the source course, or nothing happens (404); a failure at any point rolls
 * the whole call back. The user must own the source and the target (404/403 as for one card).
 */

const distinct = (ids: readonly string[]) => [...new Set(ids)];

/** The cards named by `ids`, all of them in the course, in course order. */
async function requireCards(db: Database, courseId: string, ids: readonly string[]): Promise<CardRow[]> {
  const found = await bulk.findCards(db, courseId, ids);
  if (found.length !== ids.length) throw notFound("Card");
  return found;
}

/** Locks source and target in id order (crossing moves cannot deadlock), after checking both are owned. */
async function lockPair(db: Database, sourceId: string, targetId: string, userId: string) {
  await requireOwnedCourse(db, sourceId, userId);
  if (targetId === sourceId) {
    throw badRequestOn("targetCourseId", "The cards are already in this course. Choose another course.");
  }
  await requireOwnedCourse(db, targetId, userId);
  const locked = new Map<string, CourseRow>();
  for (const id of [sourceId, targetId].sort()) {
    locked.set(id, await requireOwnedCourse(db, id, userId, { lock: true }));
  }
  return locked.get(targetId)!;
}

function requireRoom(target: CourseRow, adding: number) {
  if (target.cardCount + adding > COURSE_LIMITS.maxCards) {
    throw badRequestOn(
      "cardIds",
      `"${target.name}" would have more than ${COURSE_LIMITS.maxCards} cards. Choose fewer cards or another course.`,
    );
  }
}

/**
 * Inserts copies of `cards` (content, glossary and word count) at the end of the locked `target`, keeping
 * its count, topics and levels right. Related-concept links to a copied card point to its copy; `aliases`
 * maps more ids onto copied cards (merge: a left-out duplicate → the card kept for it); other links stay.
 * A link to itself and repeated links are dropped. Returns the copies and the copy id of each original.
 */
export async function copyCardsInto(
  db: Database,
  target: CourseRow,
  cards: readonly CardRow[],
  aliases: ReadonlyMap<string, string> = new Map(),
): Promise<{ copies: CardRow[]; copyOf: Map<string, string> }> {
  const copyOf = new Map(cards.map((card) => [card.id, randomUUID()]));
  const relink = (own: string, concepts: RelatedConcept[]) =>
    concepts.map((c) => ({
      ...c,
      cardIds: distinct((c.cardIds ?? []).map((id) => copyOf.get(aliases.get(id) ?? id) ?? id)).filter(
        (id) => id !== own,
      ),
    }));
  const start = await repo.nextPosition(db, target.id);
  const rows: NewCard[] = cards.map((card, i) => {
    const id = copyOf.get(card.id)!;
    return {
      ...writableFields(card),
      relatedConcepts: relink(id, card.relatedConcepts),
      wordCount: card.wordCount,
      glossaryGeneratedAt: card.glossaryGeneratedAt,
      id,
      courseId: target.id,
      position: start + i,
    };
  });
  const copies = await repo.insertCards(db, rows);
  await repo.addToCardCount(db, target.id, rows.length, newTopicsAndLevels(target, rows));
  return { copies, copyOf };
}

/** POST /courses/:id/cards/bulk-delete: every named card of the course, or none. */
export async function deleteCards(db: Database, courseId: string, userId: string, cardIds: string[]) {
  const ids = distinct(cardIds);
  return db.transaction(async (tx) => {
    await requireOwnedCourse(tx, courseId, userId, { lock: true });
    await requireCards(tx, courseId, ids);
    const deleted = await bulk.deleteCards(tx, courseId, ids);
    await repo.addToCardCount(tx, courseId, -deleted);
    return { count: deleted, cardIds: [] as string[] };
  });
}

/** POST /courses/:id/cards/bulk-move: to the end of the target, in course order; ids (and memory) stay. */
export async function moveCards(
  db: Database,
  courseId: string,
  userId: string,
  cardIds: string[],
  targetId: string,
) {
  const ids = distinct(cardIds);
  return db.transaction(async (tx) => {
    const target = await lockPair(tx, courseId, targetId, userId);
    const cards = await requireCards(tx, courseId, ids);
    requireRoom(target, cards.length);
    const moved = cards.map((c) => c.id);
    await bulk.moveCards(tx, moved, targetId, await repo.nextPosition(tx, targetId));
    await repo.addToCardCount(tx, courseId, -cards.length);
    await repo.addToCardCount(tx, targetId, cards.length, newTopicsAndLevels(target, cards));
    return { count: cards.length, cardIds: moved };
  });
}

/** POST /courses/:id/cards/bulk-copy: copies at the end of the target; links among the copies follow them. */
export async function copyCards(
  db: Database,
  courseId: string,
  userId: string,
  cardIds: string[],
  targetId: string,
) {
  const ids = distinct(cardIds);
  return db.transaction(async (tx) => {
    const target = await lockPair(tx, courseId, targetId, userId);
    const cards = await requireCards(tx, courseId, ids);
    requireRoom(target, cards.length);
    const { copies } = await copyCardsInto(tx, target, cards);
    return { count: copies.length, cardIds: copies.map((c) => c.id) };
  });
}
