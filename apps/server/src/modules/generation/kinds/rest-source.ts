import type { Brief } from "@recall/shared";
import type { Database } from "../../../db/client";
import type { CardQuota, CoursePlan, PlannedBatch } from "../../ai/index";
import { type JobRow, parseJob, jobsRepository as repo } from "../../jobs/index";
import { courseJob } from "./course.job";
import type { BatchOutcome, CardJobResult } from "./course-batches";
import { courseRestJob } from "./course-rest.job";

/** What generating the rest of a finished course job starts from. */
export interface RestSource {
  brief: Brief;
  plan: Pick<CoursePlan, "name" | "description" | "slug" | "topics">;
  batches: readonly PlannedBatch[];
  done: readonly BatchOutcome[];
  result: CardJobResult;
  missing: CardQuota;
  /** The material the course is written from, if any. */
  materialId?: string | null;
}

/**
 * The rest a completed course job (or an earlier rest job) left: its plan, its batch outcomes and what the
 * course is still missing. Null for other kinds, unfinished jobs, and jobs that met their plan.
 */
export function restSource(row: JobRow): RestSource | null {
  if (row.status !== "completed") return null;
  let source: Omit<RestSource, "missing"> | null = null;
  if (row.kind === courseJob.kind) {
    const job = parseJob(courseJob, row);
    const plan = job.progress.plan;
    if (plan && job.result) {
      const { brief, materialId } = job.input;
      const done = job.progress.doneBatches;
      source = { brief, plan, batches: plan.batches, done, result: job.result, materialId };
    }
  } else if (row.kind === courseRestJob.kind) {
    const job = parseJob(courseRestJob, row);
    if (job.result) {
      const { brief, plan, batches, materialId } = job.input;
      source = { brief, plan, batches, done: job.progress.doneBatches, result: job.result, materialId };
    }
  }
  if (!source) return null;
  const cards = Math.max(0, source.result.plannedCards - source.result.cardsCreated);
  const mcq = Math.min(cards, Math.max(0, source.result.plannedMcq - source.result.mcqCreated));
  return cards > 0 ? { ...source, missing: { cards, mcq } } : null;
}

/** The job fell short, its course is still there, and no follow-up is queued, running or done. */
export async function canGenerateRest(db: Database, row: JobRow): Promise<boolean> {
  if (!row.courseId || !restSource(row)) return false;
  return (await repo.liveChildren(db, row.id)).length === 0;
}
