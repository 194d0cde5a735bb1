import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { type GenerationKind, generationJobs } from "../../db/schema/index";

export type JobRow = typeof generationJobs.$inferSelect;
export type JobProgress = JobRow["progress"];

export const jobsRepository = {
  create: async (
    db: Database,
    row: { userId: string; kind: GenerationKind; input: Record<string, unknown> },
  ): Promise<JobRow> =>
    (
      await db
        .insert(generationJobs)
        .values({ ...row, status: "queued", progress: { totalBatches: 0, doneBatches: [], cardsCreated: 0 } })
        .returning()
    )[0]!,

  find: async (db: Database, id: string, opts: { lock?: boolean } = {}): Promise<JobRow | null> => {
    const query = db.select().from(generationJobs).where(eq(generationJobs.id, id)).limit(1);
    return (await (opts.lock ? query.for("update") : query))[0] ?? null;
  },

  /**
   * Takes the job's lease for `worker` when the job is unfinished and its lease is free or expired, and
   * no other job of the same user is running (one generation per user at a time: fair to other users,
   * and concurrent generations cannot starve each other's budget). Under a per-user advisory lock, so
   * two workers can never both take the lease. `busy`: the user's other job runs; this one waits.
   */
  claim: async (
    db: Database,
    id: string,
    worker: string,
    leaseMs: number,
  ): Promise<{ row: JobRow | null; busy: boolean }> =>
    db.transaction(async (tx) => {
      const [job] = await tx
        .select({ userId: generationJobs.userId })
        .from(generationJobs)
        .where(eq(generationJobs.id, id));
      if (!job) return { row: null, busy: false };
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`generation-jobs:${job.userId}`}))`);
      const expired = new Date(Date.now() - leaseMs);
      const [other] = await tx
        .select({ id: generationJobs.id })
        .from(generationJobs)
        .where(
          and(
            eq(generationJobs.userId, job.userId),
            ne(generationJobs.id, id),
            eq(generationJobs.status, "running"),
            isNotNull(generationJobs.lockedBy),
            gte(generationJobs.heartbeatAt, expired),
          ),
        )
        .limit(1);
      if (other) return { row: null, busy: true };
      const [row] = await tx
        .update(generationJobs)
        .set({ status: "running", lockedBy: worker, heartbeatAt: new Date(), updatedAt: new Date() })
        .where(
          and(
            eq(generationJobs.id, id),
            inArray(generationJobs.status, ["queued", "running"]),
            or(
              isNull(generationJobs.lockedBy),
              eq(generationJobs.lockedBy, worker),
              isNull(generationJobs.heartbeatAt),
              lt(generationJobs.heartbeatAt, expired),
            ),
          ),
        )
        .returning();
      return { row: row ?? null, busy: false };
    }),

  /** The user's oldest queued job: the next to run when their running one ends. */
  nextQueued: async (db: Database, userId: string): Promise<JobRow | null> =>
    (
      await db
        .select()
        .from(generationJobs)
        .where(and(eq(generationJobs.userId, userId), eq(generationJobs.status, "queued")))
        .orderBy(asc(generationJobs.createdAt))
        .limit(1)
    )[0] ?? null,

  heartbeat: (db: Database, id: string, worker: string) =>
    db
      .update(generationJobs)
      .set({ heartbeatAt: new Date() })
      .where(and(eq(generationJobs.id, id), eq(generationJobs.lockedBy, worker))),

  /** Gives the lease back after an interruption (shutdown): the job waits, queued, for the next worker. */
  release: (db: Database, id: string, worker: string) =>
    db
      .update(generationJobs)
      .set({ status: "queued", lockedBy: null, heartbeatAt: null, updatedAt: new Date() })
      .where(
        and(
          eq(generationJobs.id, id),
          eq(generationJobs.lockedBy, worker),
          eq(generationJobs.status, "running"),
        ),
      ),

  savePlan: (db: Database, id: string, plan: Record<string, unknown>, totalBatches: number) =>
    db
      .update(generationJobs)
      .set({
        plan,
        progress: sql`jsonb_set(${generationJobs.progress}, '{totalBatches}', to_jsonb(${totalBatches}::int))`,
        updatedAt: new Date(),
      })
      .where(eq(generationJobs.id, id)),

  /** Inside the batch transaction: records the batch as done together with its cards. */
  recordBatch: (db: Database, id: string, progress: JobProgress, courseId: string) =>
    db
      .update(generationJobs)
      .set({ progress, courseId, heartbeatAt: new Date(), updatedAt: new Date() })
      .where(eq(generationJobs.id, id)),

  finish: (
    db: Database,
    id: string,
    patch: { status: "completed" | "failed"; costMicros: number; error?: string; errorCode?: string },
  ) =>
    db
      .update(generationJobs)
      .set({
        ...patch,
        lockedBy: null,
        heartbeatAt: null,
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(eq(generationJobs.id, id)),

  listUnfinished: (db: Database): Promise<JobRow[]> =>
    db
      .select()
      .from(generationJobs)
      .where(inArray(generationJobs.status, ["queued", "running"])),
};
