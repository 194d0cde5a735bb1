import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cardMemory, cards, collectionCards, collections, courses } from "../../db/schema/index";
import { courseVisibleTo } from "../courses/index";
import { cardColumns } from "../search/index";

export type CollectionRow = typeof collections.$inferSelect;
export type NewCollection = typeof collections.$inferInsert;
export type CollectionCardSort = "position" | "addedAt" | "topic" | "level" | "face";

/** The cards of a collection the user can still see (docs/decisions/collections.md). */
const visibleIn = (userId: string, collectionId: string): SQL =>
  and(eq(collectionCards.collectionId, collectionId), courseVisibleTo(userId)) as SQL;

const SORT_COLUMNS = {
  position: collectionCards.position,
  addedAt: collectionCards.addedAt,
  topic: cards.topic,
  level: cards.level,
  face: cards.face,
} as const;

export const collectionsRepository = {
  /** Serialises one user's server-chosen slugs until the transaction ends (other users are not held). */
  lockSlugChoice: async (db: Database, userId: string) => {
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`collection-slugs:${userId}`}))`);
  },

  /** Null when the user already has a collection with this slug (decided by the unique index). */
  insert: async (db: Database, row: NewCollection) =>
    (
      await db
        .insert(collections)
        .values(row)
        .onConflictDoNothing({ target: [collections.userId, collections.slug] })
        .returning()
    )[0] ?? null,

  /** The user's collection, or null (another user's collection is as missing). `lock` holds it to the end of the transaction. */
  findOwn: async (db: Database, userId: string, id: string, opts: { lock?: boolean } = {}) => {
    const query = db
      .select()
      .from(collections)
      .where(and(eq(collections.id, id), eq(collections.userId, userId)))
      .limit(1);
    return (await (opts.lock ? query.for("update") : query))[0] ?? null;
  },

  slugsLike: async (db: Database, userId: string, base: string) =>
    (
      await db
        .select({ slug: collections.slug })
        .from(collections)
        .where(
          and(
            eq(collections.userId, userId),
            sql`${collections.slug} like ${`${base.replace(/[\\%_]/g, "\\$&")}%`}`,
          ),
        )
    ).map((r) => r.slug),

  /** Favourites first, then the most recently studied or created. */
  listOwn: (db: Database, userId: string, filter: { isFavorite?: boolean; isActive?: boolean }) =>
    db
      .select({
        collection: collections,
        // stats.totalCards: the cards the user can still see.
        totalCards: sql<number>`(count(${cards.id}) filter (where ${courseVisibleTo(userId)}))::int`,
      })
      .from(collections)
      .leftJoin(collectionCards, eq(collectionCards.collectionId, collections.id))
      .leftJoin(cards, eq(cards.id, collectionCards.cardId))
      .leftJoin(courses, eq(courses.id, cards.courseId))
      .where(
        and(
          eq(collections.userId, userId),
          filter.isFavorite !== undefined ? eq(collections.isFavorite, filter.isFavorite) : undefined,
          filter.isActive !== undefined ? eq(collections.isActive, filter.isActive) : undefined,
        ),
      )
      .groupBy(collections.id)
      .orderBy(
        desc(collections.isFavorite),
        sql`coalesce(${collections.lastStudiedAt}, ${collections.createdAt}) desc`,
        asc(collections.name),
        asc(collections.id),
      ),

  visibleCount: async (db: Database, userId: string, collectionId: string) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(collectionCards)
        .innerJoin(cards, eq(cards.id, collectionCards.cardId))
        .innerJoin(courses, eq(courses.id, cards.courseId))
        .where(visibleIn(userId, collectionId))
    )[0]?.n ?? 0,

  storedCount: async (db: Database, collectionId: string) =>
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(collectionCards)
        .where(eq(collectionCards.collectionId, collectionId))
    )[0]?.n ?? 0,

  update: async (db: Database, id: string, patch: Partial<NewCollection>) =>
    (
      await db
        .update(collections)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(collections.id, id))
        .returning()
    )[0]!,

  /** Studying is not an edit: `updatedAt` stays. */
  markStudied: (db: Database, id: string, at: Date) =>
    db.update(collections).set({ lastStudiedAt: at }).where(eq(collections.id, id)),

  delete: (db: Database, id: string) => db.delete(collections).where(eq(collections.id, id)),

  /** Which of `ids` the user may see. */
  visibleCardIds: async (db: Database, userId: string, ids: string[]) =>
    (
      await db
        .select({ id: cards.id })
        .from(cards)
        .innerJoin(courses, eq(courses.id, cards.courseId))
        .where(and(inArray(cards.id, ids), courseVisibleTo(userId)))
    ).map((r) => r.id),

  /** Every visible card of a course, in course order (for a collection made from it). */
  visibleCourseCardIds: async (db: Database, userId: string, courseId: string) =>
    (
      await db
        .select({ id: cards.id })
        .from(cards)
        .innerJoin(courses, eq(courses.id, cards.courseId))
        .where(and(eq(cards.courseId, courseId), courseVisibleTo(userId)))
        .orderBy(asc(cards.position), asc(cards.id))
    ).map((r) => r.id),

  nextPosition: async (db: Database, collectionId: string) =>
    (
      await db
        .select({ next: sql<number>`coalesce(max(${collectionCards.position}) + 1, 0)::int` })
        .from(collectionCards)
        .where(eq(collectionCards.collectionId, collectionId))
    )[0]?.next ?? 0,

  /** Appends the cards from `start` in the given order; cards already in are skipped. Returns how many were added. */
  addCards: async (db: Database, collectionId: string, cardIds: string[], start: number) => {
    if (cardIds.length === 0) return 0;
    const rows = cardIds.map((cardId, i) => ({ collectionId, cardId, position: start + i }));
    let added = 0;
    for (let i = 0; i < rows.length; i += 1000) {
      added += (
        await db
          .insert(collectionCards)
          .values(rows.slice(i, i + 1000))
          .onConflictDoNothing()
          .returning({ id: collectionCards.cardId })
      ).length;
    }
    return added;
  },

  removeCards: async (db: Database, collectionId: string, cardIds: string[]) =>
    (
      await db
        .delete(collectionCards)
        .where(and(eq(collectionCards.collectionId, collectionId), inArray(collectionCards.cardId, cardIds)))
        .returning({ id: collectionCards.cardId })
    ).length,

  /** Every stored card id of the collection in collection order. */
  storedCardIds: async (db: Database, collectionId: string) =>
    (
      await db
        .select({ id: collectionCards.cardId })
        .from(collectionCards)
        .where(eq(collectionCards.collectionId, collectionId))
        .orderBy(asc(collectionCards.position), asc(collectionCards.addedAt), asc(collectionCards.cardId))
    ).map((r) => r.id),

  /** Sets positions 0..n-1 in the order of `orderedIds` in one statement (one parameter, any size). */
  setPositions: (db: Database, collectionId: string, orderedIds: string[]) =>
    db.execute(sql`update ${collectionCards} set position = (v.ord - 1)::int
      from jsonb_array_elements_text(${JSON.stringify(orderedIds)}::jsonb) with ordinality as v(card_id, ord)
      where ${collectionCards.collectionId} = ${collectionId} and ${collectionCards.cardId} = v.card_id::uuid`),

  /** Copies every stored card with its position and time added. */
  copyCards: (db: Database, fromId: string, toId: string) =>
    db.execute(sql`insert into ${collectionCards} (collection_id, card_id, position, added_at)
      select ${toId}::uuid, card_id, position, added_at from ${collectionCards} where collection_id = ${fromId}`),

  listVisibleCards: (
    db: Database,
    userId: string,
    collectionId: string,
    opts: { limit: number; skip: number; sortBy: CollectionCardSort; sortOrder: "asc" | "desc" },
  ) => {
    const dir = opts.sortOrder === "desc" ? desc : asc;
    return db
      .select({
        card: cardColumns,
        courseName: courses.name,
        collectionPosition: collectionCards.position,
        addedAt: collectionCards.addedAt,
      })
      .from(collectionCards)
      .innerJoin(cards, eq(cards.id, collectionCards.cardId))
      .innerJoin(courses, eq(courses.id, cards.courseId))
      .where(visibleIn(userId, collectionId))
      .orderBy(dir(SORT_COLUMNS[opts.sortBy]), dir(collectionCards.position), asc(cards.id))
      .limit(opts.limit)
      .offset(opts.skip);
  },

  /** Visible cards of the collection: id, topic, level, and whether they carry a deep dive or explainer. */
  visibleCardFacts: (db: Database, userId: string, collectionId: string) =>
    db
      .select({
        id: cards.id,
        topic: cards.topic,
        level: cards.level,
        deepDive: sql<boolean>`${cards.deepDive} is not null`,
        conceptExplainer: sql<boolean>`${cards.conceptExplainer} is not null`,
      })
      .from(collectionCards)
      .innerJoin(cards, eq(cards.id, collectionCards.cardId))
      .innerJoin(courses, eq(courses.id, cards.courseId))
      .where(visibleIn(userId, collectionId))
      .orderBy(asc(collectionCards.position), asc(cards.id)),

  /** Session candidates: visible cards with this user's memory; `position` is the collection position. */
  sessionCandidates: (db: Database, userId: string, collectionId: string) =>
    db
      .select({
        id: cards.id,
        courseId: cards.courseId,
        topic: cards.topic,
        position: collectionCards.position,
        due: cardMemory.due,
        lastReview: cardMemory.lastReview,
        state: cardMemory.state,
      })
      .from(collectionCards)
      .innerJoin(cards, eq(cards.id, collectionCards.cardId))
      .innerJoin(courses, eq(courses.id, cards.courseId))
      .leftJoin(cardMemory, and(eq(cardMemory.cardId, cards.id), eq(cardMemory.userId, userId)))
      .where(visibleIn(userId, collectionId))
      .orderBy(asc(collectionCards.position), asc(cards.id)),
};
