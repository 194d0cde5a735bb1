import type PgBoss from "pg-boss";
import type { Database, DatabaseHandle } from "../../db/client";
import { AppError } from "../../lib/errors";
import { GENERATION_QUEUE, startBoss } from "./boss";
import type { JobDeps, JobKind, JobSummary } from "./job-kind";
import { JobRegistry, type RegistrableKind } from "./job-registry";
import { JobRunner } from "./job-runner";
import { type JobRow, jobsRepository as repo } from "./jobs.repository";
import { isDeadWorker } from "./worker-liveness";

/** What a new job starts from; its progress starts at the kind's `initialProgress`. */
export interface NewJob<I> {
  userId: string;
  input: I;
  courseId?: string | null;
  parentJobId?: string | null;
}

/** The kind of a new job: what `submit` needs of it (the kinds' deps do not matter there). */
type SubmittedKind<I, P> = Pick<JobKind<I, P, unknown>, "kind" | "schemas" | "initialProgress">;

export interface JobSystem {
  readonly started: boolean;
  /** Starts the queue; with `workers`, also this process's workers and the resume sweep. */
  start(opts: { workers: boolean }): Promise<void>;
  /** Graceful: waiting requests return, running jobs give their lease back, the queue stops. */
  stop(): Promise<void>;
  /** Stores a queued job of a registered kind (input checked by its schema) and wakes a worker. */
  submit<I, P>(kind: SubmittedKind<I, P>, job: NewJob<I>): Promise<JobRow>;
  /** Wakes a worker for a job already stored (e.g. created inside a caller's transaction). */
  enqueue(jobId: string): Promise<void>;
  /** Polls the job row until it finishes, `timeoutMs` passes, or the system stops. */
  waitFor(jobId: string, timeoutMs: number): Promise<JobRow>;
  /**
   * Offers unfinished jobs to the workers again. At start-up (`all`) also the ones under a fresh lease,
   * delayed until it expires (a just-killed worker); later only the free ones. Answers how many.
   */
  sweep(opts?: { all?: boolean }): Promise<number>;
  /** The row's progress as its kind counts it; null for a kind this build does not know. */
  summarize(row: JobRow): JobSummary | null;
}

export interface JobSystemOptions<D extends JobDeps> {
  database: DatabaseHandle;
  /** What the kinds' `run` gets: the database's `db`, config and log, and whatever else the kinds need. */
  deps: D;
  /** Every kind this process runs; the composition root lists them (src/job-kinds.ts). */
  kinds: readonly RegistrableKind<D>[];
  /** What a job spent, in micro-dollars, recorded when it ends. */
  jobCost(db: Database, jobId: string): Promise<number>;
  /**
   * When the workers start, before unfinished jobs are offered again: frees what killed processes left
   * held (AI budget reservations), so the resumed jobs can spend it. Answers how many.
   */
  releaseStale?(): Promise<number>;
  leaseMs?: number;
  graceMs?: number;
  pollMs?: number;
}

/** Durable generation jobs on pg-boss (docs/decisions/ai-jobs.md). */
export function createJobSystem<D extends JobDeps>(opts: JobSystemOptions<D>): JobSystem {
  const { database, deps } = opts;
  const { config, log } = deps;
  const db = database.db;
  const registry = new JobRegistry(opts.kinds);
  const leaseMs = opts.leaseMs ?? 60_000;
  const pollMs = opts.pollMs ?? 250;
  const closing = new AbortController();
  let boss: PgBoss | null = null;
  let sweeper: NodeJS.Timeout | null = null;
  const workerIds: string[] = [];
  const send = async (jobId: string, startAfter = 0) => {
    if (!boss) return;
    await boss.send(GENERATION_QUEUE, { generationJobId: jobId }, startAfter ? { startAfter } : {});
    for (const id of workerIds) boss.notifyWorker(id);
  };
  const runner = new JobRunner({
    deps,
    registry,
    jobCost: opts.jobCost,
    leaseMs,
    graceMs: opts.graceMs ?? 5_000,
    onJobEnded: async (userId) => {
      const next = await repo.nextQueued(db, userId);
      if (next) await send(next.id);
    },
  });

  const system: JobSystem = {
    get started() {
      return boss !== null;
    },
    async start({ workers }) {
      boss = await startBoss(database, log, { supervise: workers });
      if (!workers) return;
      // One pg-boss worker per concurrent job; AI calls across all jobs are bounded by AI_CONCURRENCY.
      for (let i = 0; i < config.AI_CONCURRENCY; i++) {
        workerIds.push(
          await boss.work<{ generationJobId: string }>(
            GENERATION_QUEUE,
            { batchSize: 1, pollingIntervalSeconds: 1 },
            async ([job]) => {
              if (job) await runner.handle(job.data.generationJobId);
            },
          ),
        );
      }
      const released = (await opts.releaseStale?.()) ?? 0;
      const resumed = await system.sweep({ all: true });
      if (released || resumed) log.info({ released, resumed }, "resumed unfinished AI work");
      // A safety net for wake-ups lost with a killed process: queued jobs are offered again every minute.
      sweeper = setInterval(() => {
        system.sweep().catch((err) => log.error({ err }, "job sweep failed"));
      }, 60_000);
      sweeper.unref();
    },
    async stop() {
      closing.abort();
      if (sweeper) clearInterval(sweeper);
      await runner.stop();
      await boss?.stop({ graceful: true, wait: true, timeout: 2_000 });
      boss = null;
    },
    async submit(kind, job) {
      if (!registry.has(kind.kind)) throw new Error(`job kind "${kind.kind}" is not registered`);
      if (!boss) throw new AppError("SERVICE_UNAVAILABLE", "The job queue is not running. Please try again.");
      const row = await repo.create(db, kind, { ...job, progress: kind.initialProgress(job.input) });
      await send(row.id);
      return row;
    },
    async enqueue(jobId) {
      if (!boss) throw new AppError("SERVICE_UNAVAILABLE", "The job queue is not running. Please try again.");
      await send(jobId);
    },
    async waitFor(jobId, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const row = await repo.find(db, jobId);
        if (!row) throw new AppError("NOT_FOUND", "Generation job not found");
        const finished = row.status === "completed" || row.status === "failed";
        if (finished || Date.now() >= deadline || closing.signal.aborted) return row;
        await new Promise((r) => setTimeout(r, Math.min(pollMs, Math.max(1, deadline - Date.now()))));
      }
    },
    async sweep({ all = false } = {}) {
      if (!boss) return 0;
      let offered = 0;
      for (const row of await repo.listUnfinished(db)) {
        const age = row.heartbeatAt ? Date.now() - row.heartbeatAt.getTime() : Number.POSITIVE_INFINITY;
        const free = !row.lockedBy || age > leaseMs || isDeadWorker(row.lockedBy);
        if (!free && !all) continue;
        // A lease still fresh may be a live worker elsewhere or a just-killed one: look again when it expires.
        await send(row.id, free ? 0 : Math.ceil((leaseMs - age) / 1000) + 1);
        offered += 1;
      }
      return offered;
    },
    summarize(row) {
      return registry.has(row.kind) ? registry.get(row.kind).summarize(row) : null;
    },
  };
  return system;
}
