import { type Brief, type CardFields, ManualCardBody } from "@recall/shared";
import { z } from "zod";
import type { Database } from "../../../db/client";
import { AppError } from "../../../lib/errors";
import type { AiClient, CoursePlan, PlannedBatch } from "../../ai/index";
import { CourseFaces, courseBatchBrief, generateTopicCards, loadCourseFaces, runPool } from "../../ai/index";
import { addManualCard, listCardFaces, uploadCourse } from "../../courses/index";
import { type JobControl, type JobDeps, jobsRepository as repo } from "../../jobs/index";
import { ownedMaterialPassages, recordCardPassages } from "../../materials/index";

/** What the course generation kinds run with: the AI client besides what every job gets. */
export type CardJobDeps = JobDeps & { ai: AiClient };

const Count = z.number().int().min(0);

/** What one committed batch delivered (a batch that fell short records fewer than it planned). */
export const BatchOutcome = z.object({ index: Count, cards: Count, mcq: Count });
export type BatchOutcome = z.infer<typeof BatchOutcome>;

/** The progress every batched card job keeps; updated in the transaction that stores a batch's cards. */
export const BatchProgress = z.object({
  doneBatches: z.array(BatchOutcome),
  cardsCreated: Count,
  mcqCreated: Count,
});
export type BatchProgress = z.infer<typeof BatchProgress>;

/**
 * What a card job delivered, counted for the whole course (a follow-up job adds to what its parent made):
 * the shortfall is planned minus created.
 */
export const CardJobResult = z.object({
  courseId: z.uuid().nullable(),
  plannedCards: Count,
  plannedMcq: Count,
  cardsCreated: Count,
  mcqCreated: Count,
});
export type CardJobResult = z.infer<typeof CardJobResult>;

export interface BatchRun<P extends BatchProgress> {
  job: { id: string; userId: string; courseId: string | null; progress: P };
  progressSchema: z.ZodType<P>;
  brief: Brief;
  /** Names the course for the prompts, and creates it when `createsCourse`. */
  plan: Pick<CoursePlan, "name" | "description" | "slug" | "topics">;
  batches: readonly PlannedBatch[];
  /** The first committed batch creates the course (a new course); else the job's course must exist. */
  createsCourse: boolean;
  /** The passages of the job's material: a batch with a `passageIndex` is written from (and checked against) its passage. */
  passages?: readonly string[] | null;
}

/** The passages of the job's material (its owner's, checked again: the job may outlive a request). */
export async function materialPassages(
  db: Database,
  job: { userId: string; input: { materialId?: string | null } },
): Promise<string[] | null> {
  if (!job.input.materialId) return null;
  const passages = await ownedMaterialPassages(db, job.input.materialId, job.userId);
  if (!passages) throw new AppError("NOT_FOUND", "The material this course is written from was deleted.");
  return passages;
}

/** The passage a batch is written from, or null for a batch planned from the outline's key points. */
const passageOf = (run: BatchRun<BatchProgress>, batch: PlannedBatch) =>
  batch.passageIndex != null ? (run.passages?.[batch.passageIndex] ?? null) : null;

async function storeCards(
  tx: Database,
  userId: string,
  plan: BatchRun<BatchProgress>["plan"],
  courseId: string | null,
  cards: CardFields[],
): Promise<string> {
  if (courseId) {
    for (const card of cards) await addManualCard(tx, userId, ManualCardBody.parse({ ...card, courseId }));
    return courseId;
  }
  const { course } = await uploadCourse(
    tx,
    userId,
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
  return course.id;
}

/**
 * Commits one batch: its cards and the progress update in ONE transaction, under the job row's lock.
 * A batch already recorded as done is skipped, so a job run twice (a resumed job, two workers after a
 * lost lease) never stores a card twice. A card whose face the course gained meanwhile (added by hand)
 * is dropped and counts as missing. The first batch with cards creates the course (private, inactive).
 */
async function commitBatch<P extends BatchProgress>(
  db: Database,
  run: BatchRun<P>,
  batch: PlannedBatch,
  cards: CardFields[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await repo.find(tx, run.job.id, { lock: true });
    if (row?.status !== "running") return;
    const progress = run.progressSchema.parse(row.progress);
    if (progress.doneBatches.some((b) => b.index === batch.index)) return;
    let courseId = row.courseId;
    if (!courseId && (!run.createsCourse || progress.cardsCreated > 0)) {
      throw new AppError("NOT_FOUND", "The course was deleted while it was being generated.");
    }
    const stored = courseId ? new CourseFaces(await listCardFaces(tx, courseId)) : null;
    const kept = stored ? cards.filter((c) => !stored.has(c.face)) : cards;
    if (kept.length > 0) courseId = await storeCards(tx, run.job.userId, run.plan, courseId, kept);
    const passage = passageOf(run, batch);
    if (passage && courseId && kept.length > 0) {
      await recordCardPassages(
        tx,
        courseId,
        kept.map((c) => ({ face: c.face, passage })),
      );
    }
    const mcq = kept.filter((c) => c.type === "mcq").length;
    const outcome = { index: batch.index, cards: kept.length, mcq };
    await repo.saveProgress(
      tx,
      { schemas: { progress: run.progressSchema } },
      run.job.id,
      {
        ...progress,
        doneBatches: [...progress.doneBatches, outcome].sort((a, b) => a.index - b.index),
        cardsCreated: progress.cardsCreated + kept.length,
        mcqCreated: progress.mcqCreated + mcq,
      },
      courseId,
    );
  });
}

/**
 * Runs every batch not yet done, AI_CONCURRENCY at a time: each generated to its planned cards and MCQ
 * count with top-ups (ai/card-writer `generateTopicCards`), checked against the course's faces, and
 * committed as soon as it is ready. Answers the progress and the course once every batch is in, or null
 * when shutdown stopped it first; throws the first batch error.
 */
export async function runBatches<P extends BatchProgress>(
  deps: CardJobDeps,
  control: JobControl,
  run: BatchRun<P>,
): Promise<{ progress: P; courseId: string | null } | null> {
  const { db, ai } = deps;
  const faces = await loadCourseFaces(db, run.job.courseId);
  const done = new Set(run.job.progress.doneBatches.map((b) => b.index));
  const pending = run.batches.filter((b) => !done.has(b.index));
  const scope = { userId: run.job.userId, jobId: run.job.id, signal: control.signal };
  let failure: unknown = null;
  await runPool(
    pending,
    deps.config.AI_CONCURRENCY,
    async (batch) => {
      try {
        const passage = passageOf(run, batch);
        const result = await generateTopicCards(
          ai,
          {
            brief: courseBatchBrief(run.plan, batch, run.brief, passage),
            target: { cards: batch.cardCount, mcq: batch.mcqCount },
            faces,
            passage,
          },
          scope,
        );
        if (result.error) throw result.error;
        await commitBatch(db, run, batch, result.cards);
      } catch (err) {
        failure ??= err;
      }
    },
    () => failure !== null || control.stopRequested() || control.signal.aborted,
  );
  if (failure) throw failure;
  const row = await repo.find(db, run.job.id);
  if (!row) return null;
  const progress = run.progressSchema.parse(row.progress);
  return progress.doneBatches.length < run.batches.length ? null : { progress, courseId: row.courseId };
}
