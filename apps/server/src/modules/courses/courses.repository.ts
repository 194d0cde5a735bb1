import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, max, type SQL, sql } from "drizzle-orm";
import { insertRowsAsJson } from "../../db/bulk-insert";
import type { Database } from "../../db/client";
import { cards, courses, users } from "../../db/schema/index";
import { inChunks } from "../../lib/event-loop-turns";
import { courseVisibleTo, ownCoursesOf } from "./course-visibility";

export type CourseRow = typeof courses.$inferSelect;
export type NewCourse = typeof courses.$inferInsert;
export type CardRow = typeof cards.$inferSelect;
export type NewCard = typeof cards.$inferInsert;
/** A course with what the presenter may show of its owner. */
export type CourseWithOwner = CourseRow & { ownerDisplayName: string | null; ownerIsSystem: boolean };

const withOwner = { course: courses, ownerDisplayName: users.displayName, ownerIsSystem: users.isSystem };
const flatten = (r: { course: CourseRow; ownerDisplayName: string | null; ownerIsSystem: boolean }) => ({
  ...r.course,
  ownerDisplayName: r.ownerDisplayName,
  ownerIsSystem: r.ownerIsSystem,
});

/**
 * Cards per insert statement (one JSON parameter, see insertRowsAsJson) and per read-back. With PGlite
 * the statement runs on this thread, so a chunk is kept to a few ms of blocking between turns of the
 * event loop.
 */
const INSERT_CHUNK = 250;
const READ_CHUNK = 500;

export interface CardFilter {
  topic?: string;
  level?: string;
  type?: CardRow["type"];
}

function cardWhere(courseId: string, filter: CardFilter): SQL | undefined {
  return and(
    eq(cards.courseId, courseId),
    filter.topic !== undefined ? eq(cards.topic, filter.topic) : undefined,
    filter.level !== undefined ? eq(cards.level, filter.level) : undefined,
    filter.type !== undefined ? eq(cards.type, filter.type) : undefined,
  );
}

export const coursesRepository = {
  /** With `lock`, the row stays locked (FOR UPDATE) until the transaction ends: card counts stay exact. */
  findCourse: async (db: Database, id: string, opts: { lock?: boolean } = {}) => {
    const query = db.select().from(courses).where(eq(courses.id, id)).limit(1);
    return (await (opts.lock ? query.for("update") : query))[0] ?? null;
  },

  findCourseWithOwner: async (db: Database, id: string): Promise<CourseWithOwner | null> => {
    const [row] = await db
      .select(withOwner)
      .from(courses)
      .innerJoin(users, eq(users.id, courses.ownerId))
      .where(eq(courses.id, id))
      .limit(1);
    return row ? flatten(row) : null;
  },

  findCourseBySlug: async (db: Database, ownerId: string, slug: string) =>
    (
      await db
        .select()
        .from(courses)
        .where(and(eq(courses.ownerId, ownerId), eq(courses.slug, slug)))
        .limit(1)
    )[0] ?? null,

  /**
   * Courses `viewerId` may see (course-visibility.ts), newest first: `scope` "own" is the viewer's own,
   * "visible" adds everyone's public active ones, "public" is the public ones of both.
   */
  listCourses: async (
    db: Database,
    opts: {
      viewerId: string;
      scope: "own" | "visible" | "public";
      isActive?: boolean;
      isPublic?: boolean;
      limit?: number;
      offset?: number;
    },
  ): Promise<{ courses: CourseWithOwner[]; total: number }> => {
    const scope =
      opts.scope === "own"
        ? ownCoursesOf(opts.viewerId)
        : and(
            courseVisibleTo(opts.viewerId),
            opts.scope === "public" ? eq(courses.isPublic, true) : undefined,
          );
    const where = and(
      scope,
      opts.isActive !== undefined ? eq(courses.isActive, opts.isActive) : undefined,
      opts.isPublic !== undefined ? eq(courses.isPublic, opts.isPublic) : undefined,
    );
    const query = db
      .select(withOwner)
      .from(courses)
      .innerJoin(users, eq(users.id, courses.ownerId))
      .where(where)
      .orderBy(desc(courses.createdAt), asc(courses.name), asc(courses.id))
      .$dynamic();
    if (opts.limit !== undefined) query.limit(opts.limit);
    if (opts.offset) query.offset(opts.offset);
    const rows = (await query).map(flatten);
    const whole = opts.limit === undefined && !opts.offset;
    const total = whole
      ? rows.length
      : Number((await db.select({ n: count() }).from(courses).where(where))[0]?.n ?? 0);
    return { courses: rows, total };
  },

  /** Inserts the course; null when the owner already has a course with this slug (unique index). */
  insertCourse: async (db: Database, row: NewCourse) =>
    (
      await db
        .insert(courses)
        .values(row)
        .onConflictDoNothing({ target: [courses.ownerId, courses.slug] })
        .returning()
    )[0] ?? null,

  updateCourse: async (db: Database, id: string, patch: Partial<NewCourse>) =>
    (
      await db
        .update(courses)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(courses.id, id))
        .returning()
    )[0]!,

  /** Adds `delta` to the stored card count (atomic, in the caller's transaction). */
  addToCardCount: (db: Database, id: string, delta: number, patch: Partial<NewCourse> = {}) =>
    db
      .update(courses)
      .set({ ...patch, cardCount: sql`${courses.cardCount} + ${delta}`, updatedAt: new Date() })
      .where(eq(courses.id, id)),

  deleteCourse: (db: Database, id: string) => db.delete(courses).where(eq(courses.id, id)),

  /** The position after the last card of the course (0 for an empty course). */
  nextPosition: async (db: Database, courseId: string) => {
    const [row] = await db
      .select({ last: max(cards.position) })
      .from(cards)
      .where(eq(cards.courseId, courseId));
    return row?.last === null || row?.last === undefined ? 0 : row.last + 1;
  },

  /** Inserts the cards (in chunks, see INSERT_CHUNK); answers the stored rows in the order given. */
  insertCards: async (db: Database, rows: NewCard[]): Promise<CardRow[]> => {
    const withIds = rows.map((row) => (row.id ? row : { ...row, id: randomUUID() }));
    await coursesRepository.addCards(db, withIds);
    const stored = new Map<string, CardRow>();
    await inChunks(withIds, READ_CHUNK, async (chunk) => {
      const ids = chunk.map((row) => row.id!);
      for (const row of await db.select().from(cards).where(inArray(cards.id, ids))) stored.set(row.id, row);
    });
    return withIds.map((row) => stored.get(row.id!)!);
  },

  /** Inserts the cards like `insertCards` without reading them back (an upload answers only the count). */
  addCards: async (db: Database, rows: NewCard[]): Promise<void> => {
    await inChunks(rows, INSERT_CHUNK, (chunk) => insertRowsAsJson(db, cards, chunk));
  },

  /** Every face of the course (generation refuses a card that repeats one). */
  listCardFaces: async (db: Database, courseId: string): Promise<string[]> =>
    (await db.select({ face: cards.face }).from(cards).where(eq(cards.courseId, courseId))).map(
      (r) => r.face,
    ),

  /** The card only if it belongs to the course. */
  findCard: async (db: Database, courseId: string, cardId: string) =>
    (
      await db
        .select()
        .from(cards)
        .where(and(eq(cards.id, cardId), eq(cards.courseId, courseId)))
        .limit(1)
    )[0] ?? null,

  updateCard: async (db: Database, cardId: string, patch: Partial<NewCard>) =>
    (
      await db
        .update(cards)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(cards.id, cardId))
        .returning()
    )[0]!,

  /** Deletes the card if it belongs to the course; false when there was none. */
  deleteCard: async (db: Database, courseId: string, cardId: string) =>
    (
      await db
        .delete(cards)
        .where(and(eq(cards.id, cardId), eq(cards.courseId, courseId)))
        .returning({ id: cards.id })
    ).length > 0,

  deleteCardsOfCourse: async (db: Database, courseId: string) =>
    (await db.delete(cards).where(eq(cards.courseId, courseId)).returning({ id: cards.id })).length,

  listCards: (
    db: Database,
    courseId: string,
    filter: CardFilter = {},
    page?: { limit: number; skip: number },
  ) => {
    const query = db
      .select()
      .from(cards)
      .where(cardWhere(courseId, filter))
      .orderBy(asc(cards.position), asc(cards.createdAt), asc(cards.id));
    return page ? query.limit(page.limit).offset(page.skip) : query;
  },

  /** The ids of the course's cards in course order (an export reads the cards by them, a page at a time). */
  listCardIds: async (db: Database, courseId: string): Promise<string[]> =>
    (
      await db
        .select({ id: cards.id })
        .from(cards)
        .where(eq(cards.courseId, courseId))
        .orderBy(asc(cards.position), asc(cards.createdAt), asc(cards.id))
    ).map((r) => r.id),

  /** The cards of the course among `ids`, in the order of `ids`. */
  findCardsInOrder: async (db: Database, courseId: string, ids: readonly string[]): Promise<CardRow[]> => {
    const rows = await db
      .select()
      .from(cards)
      .where(and(eq(cards.courseId, courseId), inArray(cards.id, [...ids])));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  },

  countCards: async (db: Database, courseId: string, filter: CardFilter = {}) =>
    (await db.select({ n: count() }).from(cards).where(cardWhere(courseId, filter)))[0]?.n ?? 0,

  /** Card counts grouped by one column of the course's cards. */
  countCardsBy: <K extends "topic" | "level" | "type" | "difficultyScore">(
    db: Database,
    courseId: string,
    column: K,
  ) =>
    db
      .select({ key: cards[column], n: count() })
      .from(cards)
      .where(eq(cards.courseId, courseId))
      .groupBy(cards[column]),

  countCardsWith: async (db: Database, courseId: string) => {
    const [row] = await db
      .select({
        deepDive: sql<number>`count(${cards.deepDive})::int`,
        conceptExplainer: sql<number>`count(${cards.conceptExplainer})::int`,
      })
      .from(cards)
      .where(eq(cards.courseId, courseId));
    return { deepDive: row?.deepDive ?? 0, conceptExplainer: row?.conceptExplainer ?? 0 };
  },
};
