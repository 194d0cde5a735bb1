import { and, asc, desc, eq, inArray, lt, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  cardMemory,
  cards,
  collectionCards,
  collections,
  courses,
  dataExports,
  importedReviews,
  memoryModels,
  sessionAnswers,
  studySessions,
  users,
} from "../../db/schema/index";

export type DataExportRow = typeof dataExports.$inferSelect;

/**
 * The rows of a data export and the user's own data it reads. It reads the tables of several features on
 * purpose: a data access request must list every stored row of the user, whichever module writes it.
 */
export const dataExportRepository = {
  insert: async (db: Database, userId: string): Promise<DataExportRow> =>
    (await db.insert(dataExports).values({ userId }).returning())[0]!,

  find: async (db: Database, id: string): Promise<DataExportRow | null> =>
    (await db.select().from(dataExports).where(eq(dataExports.id, id)).limit(1))[0] ?? null,

  /** The user's newest export (without its bytes). */
  latest: async (db: Database, userId: string) =>
    (
      await db
        .select({ id: dataExports.id, jobId: dataExports.jobId })
        .from(dataExports)
        .where(eq(dataExports.userId, userId))
        .orderBy(desc(dataExports.createdAt))
        .limit(1)
    )[0] ?? null,

  setJob: (db: Database, id: string, jobId: string) =>
    db.update(dataExports).set({ jobId }).where(eq(dataExports.id, id)),

  store: (db: Database, id: string, bytes: Uint8Array) =>
    db.update(dataExports).set({ bytes, size: bytes.byteLength }).where(eq(dataExports.id, id)),

  /** Every export of the user but `keep`: a new export replaces the older ones. */
  deleteOthers: (db: Database, userId: string, keep: string) =>
    db.delete(dataExports).where(and(eq(dataExports.userId, userId), ne(dataExports.id, keep))),

  /** Exports of anyone older than `before`: a zip of personal data is not kept longer than needed. */
  deleteOlderThan: (db: Database, before: Date) =>
    db.delete(dataExports).where(lt(dataExports.createdAt, before)),

  delete: (db: Database, id: string) => db.delete(dataExports).where(eq(dataExports.id, id)),

  user: async (db: Database, userId: string) =>
    (
      await db
        .select({
          email: users.email,
          displayName: users.displayName,
          timezone: users.timezone,
          prefs: users.prefs,
          emailVerifiedAt: users.emailVerifiedAt,
          guidelinesAcceptedAt: users.guidelinesAcceptedAt,
          createdAt: users.createdAt,
        })
        .from(users)
        .where(eq(users.id, userId))
    )[0] ?? null,

  ownedCourseIds: async (db: Database, userId: string) =>
    (
      await db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.ownerId, userId))
        .orderBy(asc(courses.createdAt), asc(courses.id))
    ).map((r) => r.id),

  collections: (db: Database, userId: string) =>
    db.select().from(collections).where(eq(collections.userId, userId)).orderBy(asc(collections.createdAt)),

  collectionCards: (db: Database, collectionIds: string[]) =>
    collectionIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            collectionId: collectionCards.collectionId,
            cardId: collectionCards.cardId,
            face: cards.face,
            position: collectionCards.position,
          })
          .from(collectionCards)
          .innerJoin(cards, eq(cards.id, collectionCards.cardId))
          .where(inArray(collectionCards.collectionId, collectionIds))
          .orderBy(asc(collectionCards.position)),

  sessions: (db: Database, userId: string) =>
    db
      .select()
      .from(studySessions)
      .where(eq(studySessions.userId, userId))
      .orderBy(asc(studySessions.startedAt)),

  answers: (db: Database, userId: string) =>
    db
      .select()
      .from(sessionAnswers)
      .where(eq(sessionAnswers.userId, userId))
      .orderBy(asc(sessionAnswers.createdAt)),

  memory: (db: Database, userId: string) => db.select().from(cardMemory).where(eq(cardMemory.userId, userId)),

  memoryModel: async (db: Database, userId: string) =>
    (await db.select().from(memoryModels).where(eq(memoryModels.userId, userId)))[0] ?? null,

  importedReviews: (db: Database, userId: string) =>
    db.select().from(importedReviews).where(eq(importedReviews.userId, userId)),
};
