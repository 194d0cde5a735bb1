import { and, eq, lt, sql } from "drizzle-orm";
import { insertRowsAsJson } from "../../db/bulk-insert";
import type { Database } from "../../db/client";
import { cardMemory, importedReviews, imports } from "../../db/schema/index";

export type ImportRow = typeof imports.$inferSelect;

export const importsRepository = {
  insert: async (db: Database, row: typeof imports.$inferInsert): Promise<ImportRow> =>
    (await db.insert(imports).values(row).returning())[0]!,

  /** The user's uploads never started, older than `before`: their bytes would otherwise stay forever. */
  deleteUnstarted: (db: Database, userId: string, before: Date) =>
    db
      .delete(imports)
      .where(and(eq(imports.userId, userId), eq(imports.state, "uploaded"), lt(imports.createdAt, before))),

  find: async (db: Database, id: string): Promise<ImportRow | null> =>
    (await db.select().from(imports).where(eq(imports.id, id)).limit(1))[0] ?? null,

  /** Marks the import started with its options, unless it already was (answers false then). */
  markStarted: async (db: Database, id: string, options: Record<string, unknown>) =>
    (
      await db
        .update(imports)
        .set({ state: "started", options })
        .where(sql`${imports.id} = ${id} and ${imports.state} = 'uploaded'`)
        .returning({ id: imports.id })
    ).length === 1,

  setJob: (db: Database, id: string, jobId: string) =>
    db.update(imports).set({ jobId }).where(eq(imports.id, id)),

  /** The job could not be queued: the learner may start again. */
  unmarkStarted: (db: Database, id: string) =>
    db.update(imports).set({ state: "uploaded", options: null }).where(eq(imports.id, id)),

  /** The file's bytes are no longer needed once the job ended. */
  dropBytes: (db: Database, id: string) => db.update(imports).set({ bytes: null }).where(eq(imports.id, id)),

  insertMemory: (db: Database, rows: (typeof cardMemory.$inferInsert)[]) =>
    insertRowsAsJson(db, cardMemory, rows),

  insertReviews: (db: Database, rows: (typeof importedReviews.$inferInsert)[]) =>
    insertRowsAsJson(db, importedReviews, rows),
};
