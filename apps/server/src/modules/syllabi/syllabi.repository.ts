import { and, asc, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { syllabi, syllabusSubtopics } from "../../db/schema/index";

export type SyllabusRow = typeof syllabi.$inferSelect;
export type NewSyllabus = typeof syllabi.$inferInsert;
export type SubtopicRow = typeof syllabusSubtopics.$inferSelect;
export type NewSubtopic = typeof syllabusSubtopics.$inferInsert;

export interface SyllabusWithSubtopics {
  syllabus: SyllabusRow;
  subtopics: SubtopicRow[];
}

export const syllabiRepository = {
  insert: async (db: Database, row: NewSyllabus, subtopics: Omit<NewSubtopic, "syllabusId">[]) => {
    const [syllabus] = await db.insert(syllabi).values(row).returning();
    const stored = await db
      .insert(syllabusSubtopics)
      .values(subtopics.map((s) => ({ ...s, syllabusId: syllabus!.id })))
      .returning();
    return { syllabus: syllabus!, subtopics: stored.sort((a, b) => a.order - b.order) };
  },

  /** The user's syllabus, or null (another user's answers like a missing one). */
  findOwned: async (db: Database, id: string, userId: string): Promise<SyllabusRow | null> =>
    (
      await db
        .select()
        .from(syllabi)
        .where(and(eq(syllabi.id, id), eq(syllabi.userId, userId)))
    )[0] ?? null,

  subtopicsOf: (db: Database, syllabusId: string): Promise<SubtopicRow[]> =>
    db
      .select()
      .from(syllabusSubtopics)
      .where(eq(syllabusSubtopics.syllabusId, syllabusId))
      .orderBy(asc(syllabusSubtopics.order)),

  /** The user's syllabi in the given statuses, newest first, each with its subtopics. */
  listOwned: async (
    db: Database,
    userId: string,
    statuses: SyllabusRow["status"][],
  ): Promise<SyllabusWithSubtopics[]> => {
    const rows = await db
      .select()
      .from(syllabi)
      .where(and(eq(syllabi.userId, userId), inArray(syllabi.status, statuses)))
      .orderBy(desc(syllabi.createdAt), desc(syllabi.id));
    if (rows.length === 0) return [];
    const subs = await db
      .select()
      .from(syllabusSubtopics)
      .where(
        inArray(
          syllabusSubtopics.syllabusId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(asc(syllabusSubtopics.order));
    return rows.map((syllabus) => ({
      syllabus,
      subtopics: subs.filter((s) => s.syllabusId === syllabus.id),
    }));
  },

  findSubtopicByName: async (db: Database, syllabusId: string, name: string): Promise<SubtopicRow | null> =>
    (
      await db
        .select()
        .from(syllabusSubtopics)
        .where(
          and(
            eq(syllabusSubtopics.syllabusId, syllabusId),
            sql`lower(${syllabusSubtopics.name}) = lower(${name})`,
          ),
        )
    )[0] ?? null,

  /**
   * Claims a subtopic for one generation, atomically: only when no live claim holds it (a claim older than
   * `staleBefore` belongs to a call that cannot still be running) and it still misses planned cards.
   * Null when another call holds it or it is complete.
   */
  claim: async (db: Database, id: string, staleBefore: Date): Promise<SubtopicRow | null> =>
    (
      await db
        .update(syllabusSubtopics)
        .set({ generatingSince: new Date(), status: "in_progress", updatedAt: new Date() })
        .where(
          and(
            eq(syllabusSubtopics.id, id),
            or(isNull(syllabusSubtopics.generatingSince), lt(syllabusSubtopics.generatingSince, staleBefore)),
            lt(syllabusSubtopics.cardCount, syllabusSubtopics.plannedCards),
          ),
        )
        .returning()
    )[0] ?? null,

  /**
   * Renews a claim still held as `since` (the value its holder last set): answers the new claim time, or
   * null when the claim is no longer this holder's (it lapsed and another call took the subtopic over).
   */
  renewClaim: async (db: Database, id: string, since: Date): Promise<Date | null> => {
    const renewed = new Date();
    const rows = await db
      .update(syllabusSubtopics)
      .set({ generatingSince: renewed })
      .where(and(eq(syllabusSubtopics.id, id), eq(syllabusSubtopics.generatingSince, since)))
      .returning({ id: syllabusSubtopics.id });
    return rows.length ? renewed : null;
  },

  /** Ends a claim: adds what the generation stored and sets the status from the counts. */
  finish: async (
    db: Database,
    id: string,
    added: { cards: number; mcq: number; lastShortfall: string | null },
  ): Promise<SubtopicRow> => {
    const cardCount = sql`${syllabusSubtopics.cardCount} + ${added.cards}`;
    const [row] = await db
      .update(syllabusSubtopics)
      .set({
        cardCount,
        mcqCount: sql`${syllabusSubtopics.mcqCount} + ${added.mcq}`,
        status: sql`case when ${cardCount} >= ${syllabusSubtopics.plannedCards} then 'completed' when ${cardCount} > 0 then 'in_progress' else 'not_started' end`,
        generatingSince: null,
        lastShortfall: added.lastShortfall,
        updatedAt: new Date(),
      })
      .where(eq(syllabusSubtopics.id, id))
      .returning();
    return row!;
  },

  /** Sets the syllabus's status from its subtopics (in the transaction that changed them). */
  refreshStatus: async (db: Database, syllabusId: string): Promise<void> => {
    const s = syllabusSubtopics;
    await db
      .update(syllabi)
      .set({
        status: sql`(select case when bool_and(${s.status} = 'completed') then 'completed' when sum(${s.cardCount}) > 0 then 'in_progress' else 'structured' end from ${s} where ${s.syllabusId} = ${syllabusId})`,
        updatedAt: new Date(),
      })
      .where(eq(syllabi.id, syllabusId));
  },
};
