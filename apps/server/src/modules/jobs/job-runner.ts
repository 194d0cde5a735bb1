import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { WorkInterrupted } from "../../lib/interrupted";
import type { JobDeps } from "./job-kind";
import type { JobRegistry } from "./job-registry";
import { jobsRepository as repo } from "./jobs.repository";
import { forgetWorker, isDeadWorker, newWorkerId } from "./worker-liveness";

export interface RunnerOptions<D extends JobDeps = JobDeps> {
  /** What the kinds' `run` gets. */
  deps: D;
  registry: JobRegistry<D>;
  /** A job whose heartbeat is older than this is free to take over (its worker died). */
  leaseMs: number;
  /** On shutdown, in-flight batches get this long to finish before their AI calls are cancelled. */
  graceMs: number;
  /** Called after a job of `userId` ended here (completed, failed): wakes the user's next queued job. */
  onJobEnded(userId: string): Promise<void>;
  /** What the job spent so far, in micro-dollars, recorded when it ends (the AI calls made for it). */
  jobCost(db: Database, jobId: string): Promise<number>;
}

/**
 * Runs generation jobs of every registered kind in this process: takes the job's lease, keeps it alive
 * with a heartbeat, hands the job to its kind, records completion (with the kind's result) or failure,
 * and on shutdown gives the lease back so another worker resumes the job.
 */
export class JobRunner<D extends JobDeps = JobDeps> {
  readonly workerId = newWorkerId();
  private readonly running = new Map<string, AbortController>();
  /** Jobs one of this process's handlers is claiming or running. */
  private readonly handling = new Set<string>();
  private stopping = false;

  constructor(private readonly opts: RunnerOptions<D>) {}

  get activeJobs(): number {
    return this.running.size;
  }

  /** The pg-boss handler. Throwing makes pg-boss retry later (the lease is held elsewhere, or we are stopping). */
  async handle(jobId: string): Promise<void> {
    if (this.stopping) throw new Error("worker is stopping");
    // One job can be offered to several of this process's handlers at once (its submission, the wake-up
    // when the user's previous job ended, a sweep). The claim below accepts this worker's own lease, so
    // without this guard, taken before the first await, two handlers here could both run the job.
    if (this.handling.has(jobId)) return;
    this.handling.add(jobId);
    try {
      await this.claimAndRun(jobId);
    } finally {
      this.handling.delete(jobId);
    }
  }

  private async claimAndRun(jobId: string): Promise<void> {
    const { deps, leaseMs, registry, jobCost } = this.opts;
    const { db, log } = deps;
    const found = await repo.find(db, jobId);
    if (!found || found.status === "completed" || found.status === "failed") return;
    if (!registry.has(found.kind)) {
      // A kind this build does not know (a newer version's): left queued for a worker that knows it.
      log.warn({ jobId, kind: found.kind }, "generation job of an unknown kind left for another worker");
      return;
    }
    const kind = registry.get(found.kind);
    // A lease of a worker certainly dead (killed on this host) is taken back at once, not after it expires.
    if (found.lockedBy && isDeadWorker(found.lockedBy)) {
      log.info({ jobId, deadWorker: found.lockedBy }, "resuming a job of a dead worker");
      await repo.release(db, jobId, found.lockedBy);
    }
    const { row: claimed, busy } = await repo.claim(db, jobId, this.workerId, leaseMs);
    if (!claimed) {
      // The user's other generation runs: this one stays queued and is woken when that one ends.
      if (busy) return;
      const row = await repo.find(db, jobId);
      if (!row || row.status === "completed" || row.status === "failed") return;
      throw new Error(`generation job ${jobId} is held by another worker`);
    }
    const controller = new AbortController();
    this.running.set(jobId, controller);
    const beat = setInterval(() => {
      repo.heartbeat(db, jobId, this.workerId).catch(() => {});
    }, leaseMs / 4);
    try {
      const outcome = await kind.run(claimed, deps, {
        signal: controller.signal,
        stopRequested: () => this.stopping,
      });
      if (outcome.status === "interrupted") await repo.release(db, jobId, this.workerId);
      else {
        await db.transaction(async (tx) => {
          const row = await repo.find(tx, jobId, { lock: true });
          if (row?.status !== "running") return;
          await outcome.finalize(tx);
          await repo.complete(tx, jobId, { result: outcome.result, costMicros: await jobCost(tx, jobId) });
        });
      }
    } catch (err) {
      if (err instanceof WorkInterrupted || controller.signal.aborted) {
        await repo.release(db, jobId, this.workerId);
        return;
      }
      const known = err instanceof AppError ? err : null;
      if (!known) log.error({ err, jobId }, "generation job failed");
      await repo.fail(db, jobId, {
        costMicros: await jobCost(db, jobId),
        errorCode: known?.code ?? "INTERNAL_ERROR",
        error: known?.message ?? kind.failureMessage,
      });
    } finally {
      clearInterval(beat);
      this.running.delete(jobId);
      if (!this.stopping) await this.opts.onJobEnded(claimed.userId).catch(() => {});
    }
  }

  /** Stops starting batches; cancels in-flight AI calls after the grace period; resolves when idle. */
  async stop(): Promise<void> {
    this.stopping = true;
    forgetWorker(this.workerId);
    const hard = setTimeout(() => {
      for (const controller of this.running.values()) controller.abort();
    }, this.opts.graceMs);
    const deadline = Date.now() + this.opts.graceMs + 5_000;
    while (this.running.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 25));
    clearTimeout(hard);
  }
}
