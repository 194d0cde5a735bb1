import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { mediaFiles } from "../../db/schema/index";

export type MediaRow = typeof mediaFiles.$inferSelect;
export type NewMediaFile = typeof mediaFiles.$inferInsert;

export const mediaRepository = {
  insert: async (db: Database, row: NewMediaFile): Promise<string> =>
    (await db.insert(mediaFiles).values(row).returning({ id: mediaFiles.id }))[0]!.id,

  find: async (db: Database, id: string): Promise<MediaRow | null> =>
    (await db.select().from(mediaFiles).where(eq(mediaFiles.id, id)).limit(1))[0] ?? null,

  findMany: async (db: Database, ids: readonly string[]): Promise<MediaRow[]> =>
    ids.length === 0
      ? []
      : db
          .select()
          .from(mediaFiles)
          .where(inArray(mediaFiles.id, [...ids])),
};
