import { and, desc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cards, materials } from "../../db/schema/index";

export type MaterialRow = typeof materials.$inferSelect;
export type NewMaterial = typeof materials.$inferInsert;

export const materialsRepository = {
  insert: async (db: Database, row: NewMaterial): Promise<MaterialRow> => {
    const [inserted] = await db.insert(materials).values(row).returning();
    return inserted!;
  },

  find: async (db: Database, id: string): Promise<MaterialRow | null> => {
    const [row] = await db.select().from(materials).where(eq(materials.id, id)).limit(1);
    return row ?? null;
  },

  /** The user's materials, newest first. */
  listForUser: (db: Database, userId: string, limit: number): Promise<MaterialRow[]> =>
    db
      .select()
      .from(materials)
      .where(eq(materials.userId, userId))
      .orderBy(desc(materials.createdAt))
      .limit(limit),

  /**
   * Records the source passage of cards just stored in a course, by face: faces are unique in a course
   * (the card checks refuse a repeated one), so a face names one card.
   */
  setCardPassages: async (db: Database, courseId: string, items: { face: string; passage: string }[]) => {
    const byPassage = new Map<string, string[]>();
    for (const { face, passage } of items) byPassage.set(passage, [...(byPassage.get(passage) ?? []), face]);
    for (const [passage, faces] of byPassage) {
      await db
        .update(cards)
        .set({ sourcePassage: passage })
        .where(and(eq(cards.courseId, courseId), inArray(cards.face, faces)));
    }
  },
};
