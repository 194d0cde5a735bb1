import {
  type CourseStats,
  checkCard,
  GENERAL_KNOWLEDGE,
  LEVELS,
  type ManualCardBody,
  mergeDistinct,
  type NormalizedCard,
  type UpdateCardBody,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError, badRequestOn, notFound } from "../../lib/errors";
import { writableFields } from "./card.presenter";
import { requireOwnedCourse, requireReadableCourse } from "./course-access";
import {
  type CardFilter,
  type CardRow,
  type CourseRow,
  type NewCard,
  coursesRepository as repo,
} from "./courses.repository";

type CardContent = Omit<NewCard, "id" | "courseId" | "position" | "createdAt" | "updatedAt">;

/** The course's topics and levels gain the values of added or edited cards (empty patch when nothing is new). */
export function newTopicsAndLevels(course: CourseRow, cards: { topic: string; level: string }[]) {
  const topics = mergeDistinct(
    course.topics,
    cards.map((c) => c.topic),
  );
  const levels = mergeDistinct(
    course.levels,
    cards.map((c) => c.level),
  );
  return {
    ...(topics.length !== course.topics.length ? { topics } : {}),
    ...(levels.length !== course.levels.length ? { levels } : {}),
  };
}

/** The one set of card rules (`checkCard`); a 400 names every field at fault, the message the first. */
function checkOrThrow(input: unknown): NormalizedCard {
  const result = checkCard(input);
  if (!result.ok) throw new AppError("VALIDATION_ERROR", result.message, result.fields);
  return result.card;
}

export async function listCourseCards(
  db: Database,
  courseId: string,
  userId: string,
  query: CardFilter & { limit: number; skip: number },
): Promise<{ cards: CardRow[]; total: number }> {
  await requireReadableCourse(db, courseId, userId);
  const { limit, skip, ...filter } = query;
  const [cards, total] = await Promise.all([
    repo.listCards(db, courseId, filter, { limit, skip }),
    repo.countCards(db, courseId, filter),
  ]);
  return { cards, total };
}

const levelRank = (name: string) => {
  const i = (LEVELS as readonly string[]).indexOf(name);
  return i === -1 ? LEVELS.length : i;
};

export async function getCourseStats(db: Database, courseId: string, userId: string): Promise<CourseStats> {
  await requireReadableCourse(db, courseId, userId);
  const [topics, levels, types, scores, withs, totalCards] = await Promise.all([
    repo.countCardsBy(db, courseId, "topic"),
    repo.countCardsBy(db, courseId, "level"),
    repo.countCardsBy(db, courseId, "type"),
    repo.countCardsBy(db, courseId, "difficultyScore"),
    repo.countCardsWith(db, courseId),
    repo.countCards(db, courseId),
  ]);
  const byType = { basic: 0, mcq: 0, cloze: 0 };
  for (const t of types) byType[t.key] = t.n;
  return {
    totalCards,
    topics: topics
      .map((t) => ({ name: t.key, count: t.n }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    levels: levels
      .map((l) => ({ name: l.key, count: l.n }))
      .sort((a, b) => levelRank(a.name) - levelRank(b.name) || a.name.localeCompare(b.name)),
    types: byType,
    difficulty: scores
      .filter((s): s is { key: number; n: number } => s.key !== null)
      .map((s) => ({ score: s.key, count: s.n }))
      .sort((a, b) => a.score - b.score),
    withDeepDive: withs.deepDive,
    withConceptExplainer: withs.conceptExplainer,
  };
}

/**
 * The user's own "General Knowledge" course, created on first use. Race-safe: the insert does nothing
 * when a concurrent request created it first (unique owner+slug), and the select then finds that one.
 */
async function ensureGeneralKnowledge(db: Database, userId: string): Promise<CourseRow> {
  const created = await repo.insertCourse(db, {
    ownerId: userId,
    name: GENERAL_KNOWLEDGE.name,
    slug: GENERAL_KNOWLEDGE.slug,
    description: "Cards you added by hand.",
    config: { defaultFrequency: "daily", cardsPerSession: 15 },
    source: "manual",
  });
  return created ?? (await repo.findCourseBySlug(db, userId, GENERAL_KNOWLEDGE.slug))!;
}

/** Appends cards at the end of a locked course and keeps its count, topics and levels right (also used by related cards). */
export async function appendCards(db: Database, course: CourseRow, rows: CardContent[]) {
  const start = await repo.nextPosition(db, course.id);
  const inserted = await repo.insertCards(
    db,
    rows.map((row, i) => ({ ...row, courseId: course.id, position: start + i })),
  );
  await repo.addToCardCount(db, course.id, rows.length, newTopicsAndLevels(course, rows));
  return inserted;
}

/** POST /courses/manual-card: into `courseId` (owned) or the user's General Knowledge course. */
export async function addManualCard(db: Database, userId: string, body: z.output<typeof ManualCardBody>) {
  const { courseId, ...fields } = body;
  const card = checkOrThrow(fields);
  return db.transaction(async (tx) => {
    const target = courseId ? courseId : (await ensureGeneralKnowledge(tx, userId)).id;
    const course = await requireOwnedCourse(tx, target, userId, { lock: true });
    const [inserted] = await appendCards(tx, course, [card]);
    return { card: inserted!, course: { id: course.id, name: course.name } };
  });
}

/** PATCH a card: the edit is merged into the stored card, then the whole card is checked and normalised. */
export async function updateCard(
  db: Database,
  courseId: string,
  cardId: string,
  userId: string,
  patch: z.output<typeof UpdateCardBody>,
) {
  return db.transaction(async (tx) => {
    const course = await requireOwnedCourse(tx, courseId, userId, { lock: true });
    const existing = await repo.findCard(tx, courseId, cardId);
    if (!existing) throw notFound("Card");
    const edits = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
    const card = checkOrThrow({ ...writableFields(existing), ...edits });
    const updated = await repo.updateCard(tx, cardId, card);
    const grown = newTopicsAndLevels(course, [card]);
    if (Object.keys(grown).length > 0) await repo.updateCourse(tx, courseId, grown);
    return updated;
  });
}

export async function deleteCard(
  db: Database,
  courseId: string,
  cardId: string,
  userId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await requireOwnedCourse(tx, courseId, userId, { lock: true });
    if (!(await repo.deleteCard(tx, courseId, cardId))) throw notFound("Card");
    await repo.addToCardCount(tx, courseId, -1);
  });
}

/**
 * Locks source and target (in id order, so crossing moves cannot deadlock) after checking the user owns both.
 * The card must be in the source; the target must be another course.
 */
async function lockSourceAndTarget(
  db: Database,
  sourceId: string,
  cardId: string,
  targetId: string,
  userId: string,
) {
  await requireOwnedCourse(db, sourceId, userId);
  if (targetId === sourceId) {
    throw badRequestOn("targetCourseId", "The card is already in this course. Choose another course.");
  }
  await requireOwnedCourse(db, targetId, userId);
  const locked = new Map<string, CourseRow>();
  for (const id of [sourceId, targetId].sort())
    locked.set(id, await requireOwnedCourse(db, id, userId, { lock: true }));
  const card = await repo.findCard(db, sourceId, cardId);
  if (!card) throw notFound("Card");
  return { card, target: locked.get(targetId)! };
}

/** Moves the card to the end of the target course; both counts change in the same transaction. */
export async function moveCard(
  db: Database,
  courseId: string,
  cardId: string,
  userId: string,
  targetId: string,
) {
  return db.transaction(async (tx) => {
    const { card, target } = await lockSourceAndTarget(tx, courseId, cardId, targetId, userId);
    const position = await repo.nextPosition(tx, targetId);
    const moved = await repo.updateCard(tx, cardId, { courseId: targetId, position });
    await repo.addToCardCount(tx, courseId, -1);
    await repo.addToCardCount(tx, targetId, 1, newTopicsAndLevels(target, [card]));
    return moved;
  });
}

/** Copies the card (content, glossary and word count) to the end of the target course. */
export async function copyCard(
  db: Database,
  courseId: string,
  cardId: string,
  userId: string,
  targetId: string,
) {
  return db.transaction(async (tx) => {
    const { card, target } = await lockSourceAndTarget(tx, courseId, cardId, targetId, userId);
    const [copy] = await appendCards(tx, target, [
      { ...writableFields(card), wordCount: card.wordCount, glossaryGeneratedAt: card.glossaryGeneratedAt },
    ]);
    return copy!;
  });
}
