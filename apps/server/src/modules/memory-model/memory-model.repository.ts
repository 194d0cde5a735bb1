import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { memoryModels } from "../../db/schema/index";
import type { ReviewRow } from "./training-items";

export type MemoryModelRow = typeof memoryModels.$inferSelect;

/** The most reviews one fit reads (the newest); far more than any fit needs. */
const MAX_REVIEWS = 500_000;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const memoryModelRepository = {
  find: async (db: Database, userId: string): Promise<MemoryModelRow | null> =>
    (await db.select().from(memoryModels).where(eq(memoryModels.userId, userId)).limit(1))[0] ?? null,

  upsert: async (db: Database, userId: string, patch: Partial<Omit<MemoryModelRow, "userId">>) =>
    (
      await db
        .insert(memoryModels)
        .values({ userId, ...patch })
        .onConflictDoUpdate({ target: memoryModels.userId, set: { ...patch, updatedAt: new Date() } })
        .returning()
    )[0]!,

  /** Every review of the learner, answers and imported history, by card then time. */
  reviews: async (db: Database, userId: string): Promise<ReviewRow[]> => {
    const result = await db.execute(sql`
      select card_id as "cardId", at, grade from (
        select card_id, created_at as at, grade from session_answers where user_id = ${userId}
        union all
        select card_id, reviewed_at as at, grade from imported_reviews where user_id = ${userId}
        order by at desc limit ${MAX_REVIEWS}
      ) r order by card_id, at`);
    return rowsOf<{ cardId: string; at: Date | string; grade: number }>(result).map((r) => ({
      cardId: r.cardId,
      at: r.at instanceof Date ? r.at : new Date(r.at),
      grade: Number(r.grade),
    }));
  },
};
