import { z } from "zod";
import type { AiClient } from "../ai/index";
import { defineJobKind, type JobDeps, jobsRepository } from "../jobs/index";
import { coursePlansRepository as repo } from "./course-plans.repository";
import { claimNextSubtopic, generateSubtopic, refreshPlanStatus } from "./subtopic-generation";

const Count = z.number().int().min(0);
const AutoProgress = z.object({ subtopicsDone: Count, cardsCreated: Count });
const AutoResult = AutoProgress.extend({ stoppedBy: z.enum(["finished", "paused", "error"]) });

/** finalize has no AI client: the stored status (a cache; reads recompute it) uses a fixed window. */
const STORED_STATUS_STALE_MS = 15 * 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 'Auto-generate all remaining' (requirements C2, C4) as a durable job: AI_CONCURRENCY workers each claim the
 * plan's next not_started subtopic, generate it, and go on until none is left or the owner pauses
 * (autoGenerate off: the subtopics in flight finish first). A subtopic that comes up short is done with its
 * shortfall and the job goes on; once no subtopic is left unstarted, a final pass takes each failed or
 * short subtopic once more for what it misses. Its claims carry the job id, so a job resumed after a
 * restart takes back the subtopic it was generating: none is lost, none generated twice. A budget error,
 * or a provider that is gone, stops it (the subtopic shows why); other failures are recorded and it goes on.
 */
export const planAutoJob = defineJobKind({
  kind: "course-plan-auto",
  schemas: { input: z.object({ planId: z.uuid() }), progress: AutoProgress, result: AutoResult },
  failureMessage: "Failed to generate subtopic",
  initialProgress: () => ({ subtopicsDone: 0, cardsCreated: 0 }),

  async run(job, deps: JobDeps & { ai: AiClient }, control) {
    const claimant = `job:${job.id}`;
    let progress = job.progress;
    let stoppedBy: z.infer<typeof AutoResult>["stoppedBy"] = "finished";
    const inFlight = new Set<string>();
    // The subtopics the final pass took (each once per run: a model that cannot do better is not paid again).
    const finalPass = new Set<string>();
    /** One worker: claims, generates and commits subtopics until none is left, a pause, or a stop. */
    const worker = async (): Promise<void> => {
      for (;;) {
        if (control.stopRequested() || control.signal.aborted || stoppedBy === "error") return;
        const plan = await repo.findPlan(deps.db, job.input.planId);
        if (!plan || plan.autoJobId !== job.id || !plan.autoGenerate) {
          if (stoppedBy === "finished") stoppedBy = "paused";
          return;
        }
        const claim = await claimNextSubtopic(
          deps.db,
          deps.ai,
          plan.id,
          claimant,
          "auto",
          inFlight,
          finalPass,
        );
        if (!claim.subtopic) {
          // busy: a generate-next request started before auto was turned on, or the paused job's last one.
          if (!claim.busy || inFlight.size > 0) return;
          await sleep(500);
          continue;
        }
        const before = claim.subtopic.cardsGenerated;
        const wasDone = claim.subtopic.status === "completed";
        try {
          const outcome = await generateSubtopic(deps, plan, claim.subtopic, claimant, {
            jobId: job.id,
            signal: control.signal,
          });
          progress = {
            subtopicsDone:
              progress.subtopicsDone + (outcome.subtopic.status === "completed" && !wasDone ? 1 : 0),
            cardsCreated: progress.cardsCreated + Math.max(0, outcome.subtopic.cardsGenerated - before),
          };
          await jobsRepository.saveProgress(
            deps.db,
            { schemas: { progress: AutoProgress } },
            job.id,
            progress,
          );
          const code = outcome.error?.code;
          if (code === "BUDGET_EXCEEDED" || code === "AI_NOT_CONFIGURED") stoppedBy = "error";
        } finally {
          inFlight.delete(claim.subtopic.id);
        }
      }
    };
    // AI_CONCURRENCY subtopics at a time: each worker claims its own, so none is generated twice.
    const results = await Promise.allSettled(
      Array.from({ length: Math.max(1, deps.config.AI_CONCURRENCY) }, () => worker()),
    );
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    if (control.stopRequested() || control.signal.aborted) return { status: "interrupted" };
    return { status: "completed", result: { ...progress, stoppedBy } };
  },

  /** Auto-generate turns itself off with its job, so the checkbox shows the truth. */
  async finalize(tx, job) {
    const plan = await repo.findPlan(tx, job.input.planId, { lock: true });
    if (plan?.autoJobId !== job.id) return;
    await repo.updatePlan(tx, plan.id, { autoGenerate: false });
    await refreshPlanStatus(tx, { ...plan, autoGenerate: false }, { staleAfterMs: STORED_STATUS_STALE_MS });
  },

  /** The plan's remaining subtopics are the plan's to count (its own progress), not the job's. */
  summarize({ progress }) {
    return {
      unit: "subtopic",
      done: progress.subtopicsDone,
      total: null,
      cardsCreated: progress.cardsCreated,
    };
  },
});
