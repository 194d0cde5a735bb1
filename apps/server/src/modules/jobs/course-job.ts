import { type CardFields, GenerateCourseBody, ManualCardBody } from "@recall/shared";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import type { AiClient } from "../ai/ai-client";
import { jobCostMicros } from "../ai/budget";
import { generateBatchCards, generateCoursePlan } from "../ai/course-ai";
import type { CoursePlan, PlannedBatch } from "../ai/course-plan";
import { runPool } from "../ai/limiter";
import { addManualCard } from "../courses/card.service";
import { updateCourse, uploadCourse } from "../courses/course.service";
import { type JobRow, jobsRepository as repo } from "./jobs.repository";

export interface JobControl {
  /** Aborts in-flight AI calls (hard stop). */
  signal: AbortSignal;
  /** True once shutdown began: no new batch starts, in-flight ones may still commit. */
  stopRequested(): boolean;
}

export interface CourseJobDeps {
  db: Database;
  ai: AiClient;
  /** Batches generated in parallel (AI_CONCURRENCY). */
  concurrency: number;
}

/**
 * Commits one batch: its cards and the progress update in ONE transaction, under the job row's lock.
 * A batch already recorded as done is skipped, so a job run twice (a resumed job, two workers after a
 * lost lease) never stores a card twice. The first batch creates the course (private, inactive, source ai).
 */
export async function commitBatch(
  db: Database,
  job: { id: string; userId: string },
  plan: CoursePlan,
  batch: PlannedBatch,
  cards: CardFields[],
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await repo.find(tx, job.id, { lock: true });
    if (row?.status !== "running" || row.progress.doneBatches.includes(batch.index)) return false;
    let courseId = row.courseId;
    if (!courseId && row.progress.doneBatches.length > 0) {
      throw new AppError("NOT_FOUND", "The course was deleted while it was being generated.");
    }
    if (!courseId) {
      const { course } = await uploadCourse(
        tx,
        job.userId,
        {
          name: plan.name,
          slug: plan.slug,
          description: plan.description,
          topics: plan.topics,
          levels: [],
          config: { defaultFrequency: "daily", cardsPerSession: 15 },
          cards,
        },
        { source: "ai", isPublic: false, isActive: false },
      );
      courseId = course.id;
    } else {
      for (const card of cards)
        await addManualCard(tx, job.userId, ManualCardBody.parse({ ...card, courseId }));
    }
    await repo.recordBatch(
      tx,
      job.id,
      {
        totalBatches: plan.batches.length,
        doneBatches: [...row.progress.doneBatches, batch.index].sort((a, b) => a - b),
        cardsCreated: row.progress.cardsCreated + cards.length,
      },
      courseId,
    );
    return true;
  });
}

/** Every batch is in: the course becomes active and the job completed, with its total cost. */
async function completeJob(db: Database, job: JobRow): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.find(tx, job.id, { lock: true });
    if (row?.status !== "running") return;
    if (row.courseId) await updateCourse(tx, row.courseId, job.userId, { isActive: true });
    const cost = await jobCostMicros(tx, job.id);
    await repo.finish(tx, job.id, { status: "completed", costMicros: cost.micros });
  });
}

/**
 * Runs (or resumes) a course generation: the outline once (stored on the job as its plan), then every
 * batch not yet done, AI_CONCURRENCY at a time, each committed as soon as its cards are valid.
 * Answers "interrupted" when shutdown stopped it before the end; throws the first batch error.
 */
export async function runCourseJob(
  deps: CourseJobDeps,
  job: JobRow,
  control: JobControl,
): Promise<"completed" | "interrupted"> {
  const { db, ai } = deps;
  const input = GenerateCourseBody.parse(job.input);
  const scope = { userId: job.userId, jobId: job.id, signal: control.signal };
  let plan = job.plan as CoursePlan | null;
  if (!plan) {
    plan = await generateCoursePlan(ai, input, scope);
    await repo.savePlan(db, job.id, plan as unknown as Record<string, unknown>, plan.batches.length);
  }
  const done = new Set(job.progress.doneBatches);
  const pending = plan.batches.filter((b) => !done.has(b.index));
  let failure: unknown = null;
  await runPool(
    pending,
    deps.concurrency,
    async (batch) => {
      try {
        const cards = await generateBatchCards(ai, { plan, batch, brief: input.brief }, scope);
        await commitBatch(db, job, plan, batch, cards);
      } catch (err) {
        failure ??= err;
      }
    },
    () => failure !== null || control.stopRequested() || control.signal.aborted,
  );
  if (failure) throw failure;
  const fresh = await repo.find(db, job.id);
  if (!fresh || fresh.progress.doneBatches.length < plan.batches.length) return "interrupted";
  await completeJob(db, fresh);
  return "completed";
}
