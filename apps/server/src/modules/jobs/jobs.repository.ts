import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { generationJobs } from "../../db/schema/index";
import type { Job, JobKind } from "./job-kind";

/** A job row as stored: its JSON is `unknown` until its kind parses it (`parseJob`). */
export type JobRow = typeof generationJobs.$inferSelect;

type Schemas<I, P, R> = Pick<JobKind<I, P, R>, "schemas">;

/** The repository edge of a job's JSON: input, progress and result parsed by the kind's zod schemas. */
export function parseJob<I, P, R>(kind: Schemas<I, P, R>, row: JobRow): Job<I, P, R> {
  return {
    id: row.id,
    userId: row.userId,
    kind: row.kind,
    status: row.status,
    input: kind.schemas.input.parse(row.input),
    progress: kind.schemas.progress.parse(row.progress),
    result: row.result === null ? null : kind.schemas.result.parse(row.result),
    courseId: row.courseId,
    parentJobId: row.parentJobId,
    error: row.error,
    errorCode: row.errorCode,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

export const jobsRepository = {
  /** A queued job; input and progress are checked against the kind's schemas before they are stored. */
  create: async <I, P, R>(
    db: Database,
    kind: Schemas<I, P, R> & { kind: string },
    row: { userId: string; input: I; progress: P; courseId?: string | null; parentJobId?: string | null },
  ): Promise<JobRow> =>
    (
      await db
        .insert(generationJobs)
        .values({
          userId: row.userId,
          kind: kind.kind,
          status: "queued",
          input: kind.schemas.input.parse(row.input),
          progress: kind.schemas.progress.parse(row.progress),
          courseId: row.courseId ?? null,
          parentJobId: row.parentJobId ?? null,
        })
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

  /**
   * Inside a unit of work's transaction (the row locked): the kind's new progress, checked by its schema,
   * and the course the job writes into.
   */
  saveProgress: <P>(
    db: Database,
    kind: { schemas: { progress: z.ZodType<P> } },
    id: string,
    progress: P,
    courseId?: string | null,
  ) =>
    db
      .update(generationJobs)
      .set({
        progress: kind.schemas.progress.parse(progress),
        ...(courseId === undefined ? {} : { courseId }),
        heartbeatAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(generationJobs.id, id)),

  complete: (db: Database, id: string, patch: { result: unknown; costMicros: number }) =>
    db
      .update(generationJobs)
      .set({
        status: "completed",
        ...patch,
        lockedBy: null,
        heartbeatAt: null,
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(eq(generationJobs.id, id)),

  fail: (db: Database, id: string, patch: { costMicros: number; error: string; errorCode: string }) =>
    db
      .update(generationJobs)
      .set({
        status: "failed",
        ...patch,
        lockedBy: null,
        heartbeatAt: null,
        updatedAt: new Date(),
        finishedAt: new Date(),
      })
      .where(eq(generationJobs.id, id)),

  /** The newest job writing into `courseId` that has not failed. */
  latestLiveForCourse: async (db: Database, courseId: string): Promise<JobRow | null> =>
    (
      await db
        .select()
        .from(generationJobs)
        .where(and(eq(generationJobs.courseId, courseId), ne(generationJobs.status, "failed")))
        .orderBy(desc(generationJobs.createdAt))
        .limit(1)
    )[0] ?? null,

  /** Jobs that continue `parentJobId` and have not failed (queued, running or completed). */
  liveChildren: (db: Database, parentJobId: string): Promise<JobRow[]> =>
    db
      .select()
      .from(generationJobs)
      .where(and(eq(generationJobs.parentJobId, parentJobId), ne(generationJobs.status, "failed"))),

  /** The user's most recent jobs of every kind, newest first. */
  listRecent: (db: Database, userId: string, limit: number): Promise<JobRow[]> =>
    db
      .select()
      .from(generationJobs)
      .where(eq(generationJobs.userId, userId))
      .orderBy(desc(generationJobs.createdAt))
      .limit(limit),

  listUnfinished: (db: Database): Promise<JobRow[]> =>
    db
      .select()
      .from(generationJobs)
      .where(inArray(generationJobs.status, ["queued", "running"])),
};
