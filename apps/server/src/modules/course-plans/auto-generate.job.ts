import { z } from "zod";
import { defineJobKind } from "../jobs/job-registry";
import { jobsRepository } from "../jobs/jobs.repository";
import { coursePlansRepository as repo } from "./course-plans.repository";
import { claimNextSubtopic, generateSubtopic, refreshPlanStatus } from "./subtopic-generation";

const Count = z.number().int().min(0);
const AutoProgress = z.object({ subtopicsDone: Count, cardsCreated: Count });
const AutoResult = AutoProgress.extend({ stoppedBy: z.enum(["finished", "paused", "error"]) });

/** finalize has no AI client: the stored status (a cache; reads recompute it) uses a fixed window. */
const STORED_STATUS_STALE_MS = 15 * 60_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * 'Auto-generate all remaining' (part2 §2, §4) as a durable job: it claims the plan's next not_started
 * subtopic, generates it, and goes on until none is left or the owner pauses (autoGenerate off: the
 * subtopic in flight finishes first). Its claims carry the job id, so a job resumed after a restart takes
 * back the subtopic it was generating: none is lost, none generated twice. A budget error, or a provider
 * that is gone, stops it (the failed subtopic shows why); other failures are recorded and it goes on.
 */
export const planAutoJob = defineJobKind({
  kind: "course-plan-auto",
  schemas: { input: z.object({ planId: z.uuid() }), progress: AutoProgress, result: AutoResult },
  failureMessage: "Failed to generate subtopic",
  initialProgress: () => ({ subtopicsDone: 0, cardsCreated: 0 }),

  async run(job, deps, control) {
    const claimant = `job:${job.id}`;
    let progress = job.progress;
    const done = (stoppedBy: z.infer<typeof AutoResult>["stoppedBy"]) => ({
      status: "completed" as const,
      result: { ...progress, stoppedBy },
    });
    for (;;) {
      if (control.stopRequested() || control.signal.aborted) return { status: "interrupted" };
      const plan = await repo.findPlan(deps.db, job.input.planId);
      if (!plan || plan.autoJobId !== job.id || !plan.autoGenerate) return done("paused");
      const claim = await claimNextSubtopic(deps.db, deps.ai, plan.id, claimant, "auto");
      if (!claim.subtopic) {
        if (!claim.busy) return done("finished");
        await sleep(500); // a generate-next request started before auto was turned on: wait for it
        continue;
      }
      const outcome = await generateSubtopic(deps, plan, claim.subtopic, claimant, {
        jobId: job.id,
        signal: control.signal,
      });
      progress = {
        subtopicsDone: progress.subtopicsDone + (outcome.subtopic.status === "completed" ? 1 : 0),
        cardsCreated:
          progress.cardsCreated +
          Math.max(0, outcome.subtopic.cardsGenerated - claim.subtopic.cardsGenerated),
      };
      await jobsRepository.saveProgress(deps.db, { schemas: { progress: AutoProgress } }, job.id, progress);
      const code = outcome.error?.code;
      if (code === "BUDGET_EXCEEDED" || code === "AI_NOT_CONFIGURED") return done("error");
    }
  },

  /** Auto-generate turns itself off with its job, so the checkbox shows the truth. */
  async finalize(tx, job) {
    const plan = await repo.findPlan(tx, job.input.planId, { lock: true });
    if (plan?.autoJobId !== job.id) return;
    await repo.updatePlan(tx, plan.id, { autoGenerate: false });
    await refreshPlanStatus(tx, { ...plan, autoGenerate: false }, { staleAfterMs: STORED_STATUS_STALE_MS });
  },

  summarize({ progress }) {
    return {
      totalBatches: 0,
      doneBatches: progress.subtopicsDone,
      cardsCreated: progress.cardsCreated,
      plannedCards: 0,
      delivered: null,
    };
  },
});
