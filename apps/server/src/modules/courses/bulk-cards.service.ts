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
 * Bulk card operations (part2 §2 "Course card editor"; docs/decisions/merge.md): one call, one transaction.
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
 * its count, topics and levels right. `remap` gives the copy's id for an original id (filled here for every
 * copied card, and may hold more, e.g. merge's duplicates): related-concept links to a remapped card point
 * to its copy, other links stay; a link to itself and repeated links are dropped.
 */
export async function copyCardsInto(
  db: Database,
  target: CourseRow,
  cards: readonly CardRow[],
  remap: Map<string, string> = new Map(),
): Promise<CardRow[]> {
  const ids = cards.map(() => randomUUID());
  for (const [i, card] of cards.entries()) remap.set(card.id, ids[i]!);
  const relink = (own: string, concepts: RelatedConcept[]) =>
    concepts.map((c) => ({
      ...c,
      cardIds: distinct((c.cardIds ?? []).map((id) => remap.get(id) ?? id)).filter((id) => id !== own),
    }));
  const start = await repo.nextPosition(db, target.id);
  const rows: NewCard[] = cards.map((card, i) => ({
    ...writableFields(card),
    relatedConcepts: relink(ids[i]!, card.relatedConcepts),
    wordCount: card.wordCount,
    glossaryGeneratedAt: card.glossaryGeneratedAt,
    id: ids[i]!,
    courseId: target.id,
    position: start + i,
  }));
  const inserted = await repo.insertCards(db, rows);
  await repo.addToCardCount(db, target.id, rows.length, newTopicsAndLevels(target, rows));
  return inserted;
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
    const copies = await copyCardsInto(tx, target, cards);
    return { count: copies.length, cardIds: copies.map((c) => c.id) };
  });
}
