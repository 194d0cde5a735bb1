import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { cardMemory } from "../../db/schema/index";

export type MemoryRow = typeof cardMemory.$inferSelect;

/** A learner's FSRS memory of cards (merge copies the owner's best memory onto the merged card). */
export const mergeRepository = {
  memoryOf: async (db: Database, userId: string, cardIds: readonly string[]): Promise<MemoryRow[]> => {
    const rows: MemoryRow[] = [];
    for (let i = 0; i < cardIds.length; i += 1000) {
      rows.push(
        ...(await db
          .select()
          .from(cardMemory)
          .where(and(eq(cardMemory.userId, userId), inArray(cardMemory.cardId, cardIds.slice(i, i + 1000))))),
      );
    }
    return rows;
  },

  insertMemory: async (db: Database, rows: MemoryRow[]) => {
    for (let i = 0; i < rows.length; i += 500) {
      await db.insert(cardMemory).values(rows.slice(i, i + 500));
    }
  },
};
