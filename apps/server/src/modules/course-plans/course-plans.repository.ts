import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { coursePlans, generationJobs, planSubtopics } from "../../db/schema/index";

export type PlanRow = typeof coursePlans.$inferSelect;
export type SubtopicRow = typeof planSubtopics.$inferSelect;
/** A plan with its subtopics (in order) and whether its auto-generate job is alive. */
export interface PlanWithSubtopics {
  plan: PlanRow;
  subtopics: SubtopicRow[];
  autoJobLive: boolean;
}

export const coursePlansRepository = {
  insertPlan: async (db: Database, row: typeof coursePlans.$inferInsert): Promise<PlanRow> =>
    (await db.insert(coursePlans).values(row).returning())[0]!,

  insertSubtopics: (db: Database, rows: (typeof planSubtopics.$inferInsert)[]) =>
    db.insert(planSubtopics).values(rows),

  findPlan: async (db: Database, id: string, opts: { lock?: boolean } = {}): Promise<PlanRow | null> => {
    const query = db.select().from(coursePlans).where(eq(coursePlans.id, id)).limit(1);
    return (await (opts.lock ? query.for("update") : query))[0] ?? null;
  },

  listPlans: (db: Database, userId: string): Promise<PlanRow[]> =>
    db.select().from(coursePlans).where(eq(coursePlans.userId, userId)).orderBy(desc(coursePlans.createdAt)),

  listSubtopics: (db: Database, planIds: string[]): Promise<SubtopicRow[]> =>
    planIds.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(planSubtopics)
          .where(inArray(planSubtopics.planId, planIds))
          .orderBy(asc(planSubtopics.order)),

  /** The ids among `jobIds` whose job is queued or running. */
  liveJobs: async (db: Database, jobIds: string[]): Promise<Set<string>> => {
    if (jobIds.length === 0) return new Set();
    const rows = await db
      .select({ id: generationJobs.id })
      .from(generationJobs)
      .where(and(inArray(generationJobs.id, jobIds), inArray(generationJobs.status, ["queued", "running"])));
    return new Set(rows.map((r) => r.id));
  },

  updatePlan: (db: Database, id: string, patch: Partial<typeof coursePlans.$inferInsert>) =>
    db
      .update(coursePlans)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(coursePlans.id, id)),

  /** Adds a generation's usage to the plan's totals (atomic, so parallel writers never lose one). */
  addUsage: (db: Database, id: string, usage: { costMicros: number; input: number; output: number }) =>
    db
      .update(coursePlans)
      .set({
        costMicros: sql`${coursePlans.costMicros} + ${usage.costMicros}`,
        inputTokens: sql`${coursePlans.inputTokens} + ${usage.input}`,
        outputTokens: sql`${coursePlans.outputTokens} + ${usage.output}`,
        updatedAt: new Date(),
      })
      .where(eq(coursePlans.id, id)),

  findSubtopic: async (db: Database, id: string): Promise<SubtopicRow | null> =>
    (await db.select().from(planSubtopics).where(eq(planSubtopics.id, id)).limit(1))[0] ?? null,

  updateSubtopic: (db: Database, id: string, patch: Partial<typeof planSubtopics.$inferInsert>) =>
    db.update(planSubtopics).set(patch).where(eq(planSubtopics.id, id)),

  /**
   * The claim itself: takes subtopic `id` only if it is still in the `from` status it was read in (a
   * conditional UPDATE), so two claimants can never both get it. Null when someone else got there first.
   */
  claimSubtopic: async (
    db: Database,
    id: string,
    from: SubtopicRow["status"],
    claimant: string,
  ): Promise<SubtopicRow | null> =>
    (
      await db
        .update(planSubtopics)
        .set({ status: "generating", claimedBy: claimant, claimedAt: new Date() })
        .where(and(eq(planSubtopics.id, id), eq(planSubtopics.status, from)))
        .returning()
    )[0] ?? null,

  /** Renews `claimant`'s claim on a subtopic (a heartbeat after each model answer); no-op once it is not theirs. */
  renewClaim: (db: Database, id: string, claimant: string) =>
    db
      .update(planSubtopics)
      .set({ claimedAt: new Date() })
      .where(
        and(
          eq(planSubtopics.id, id),
          eq(planSubtopics.status, "generating"),
          eq(planSubtopics.claimedBy, claimant),
        ),
      ),

  deleteSubtopics: (db: Database, ids: string[]) =>
    ids.length === 0 ? Promise.resolve() : db.delete(planSubtopics).where(inArray(planSubtopics.id, ids)),
};
