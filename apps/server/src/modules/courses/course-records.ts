import type { Database } from "../../db/client";
import { bulkCardsRepository } from "./bulk-cards.repository";
import {
  type CardRow,
  type CourseRow,
  type NewCard,
  type NewCourse,
  coursesRepository as repo,
} from "./courses.repository";

/*
 * The course and card reads and writes other modules make once they have settled access themselves
 * (course-access.ts, or the course is one they just created). They come through here rather than through
 * the repository, so the courses module alone knows its tables and keeps a course's card count with its
 * cards (docs/decisions/module-boundaries.md).
 */

/** The course, or null; with `lock` it stays locked (FOR UPDATE) until the transaction ends. */
export const findCourseRow = (
  db: Database,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<CourseRow | null> => repo.findCourse(db, id, opts);

/** Inserts the course; null when its owner already has a course with this slug. */
export const insertCourseUnlessSlugTaken = (db: Database, row: NewCourse): Promise<CourseRow | null> =>
  repo.insertCourse(db, row);

/** A course stored hidden (an import under way) becomes visible to its owner as ready. */
export const activateCourse = (db: Database, id: string): Promise<CourseRow> =>
  repo.updateCourse(db, id, { isActive: true });

/** Deletes the course; its cards, memory, reviews and media go with it (cascade). */
export async function discardCourse(db: Database, id: string): Promise<void> {
  await repo.deleteCourse(db, id);
}

/**
 * Stores cards whose positions the caller chose (an import numbers its own) and raises the course's card
 * count by as many, in the caller's transaction. `appendCards` places them after the last card instead.
 */
export async function addPositionedCards(db: Database, courseId: string, rows: NewCard[]): Promise<void> {
  await repo.addCards(db, rows);
  await repo.addToCardCount(db, courseId, rows.length);
}

/** The card only if it belongs to the course. */
export const findCardOfCourse = (db: Database, courseId: string, cardId: string): Promise<CardRow | null> =>
  repo.findCard(db, courseId, cardId);

/** Writes fields the caller has already checked (glossary, related concepts, MCQ options) to one card. */
export const updateCardFields = (db: Database, cardId: string, patch: Partial<NewCard>): Promise<CardRow> =>
  repo.updateCard(db, cardId, patch);

/** Every face of the course (generation refuses a card that repeats one). */
export const listCardFaces = (db: Database, courseId: string): Promise<string[]> =>
  repo.listCardFaces(db, courseId);

export const countCourseCards = (db: Database, courseId: string): Promise<number> =>
  repo.countCards(db, courseId);

/** Every card of the course in course order. */
export const listAllCourseCards = (db: Database, courseId: string): Promise<CardRow[]> =>
  bulkCardsRepository.listAllCards(db, courseId);
