import { Brief, Id } from "@recall/shared";
import { z } from "zod";
import { CoursePlan, PlannedBatch } from "../../ai/index";
import { defineJobKind } from "../../jobs/index";
import {
  BatchProgress,
  type CardJobDeps,
  CardJobResult,
  materialPassages,
  runBatches,
} from "./course-batches";

const Count = z.number().int().min(0);

/** Generating the rest of a course that fell short: the missing cards of its plan, into the same course. */
export const CourseRestInput = z.object({
  brief: Brief,
  plan: CoursePlan.pick({ name: true, description: true, slug: true, topics: true }),
  /** The missing cards, as batches on the topics that fell short (rest-plan.ts). */
  batches: z.array(PlannedBatch),
  /** The course's plan and what the earlier jobs made, so the result counts the whole course. */
  before: z.object({ plannedCards: Count, plannedMcq: Count, cardsCreated: Count, mcqCreated: Count }),
  /** The material the course is written from, when it is (the batches keep their passage numbers). */
  materialId: Id.nullish(),
});
export type CourseRestInput = z.infer<typeof CourseRestInput>;

/**
 * POST /ai-content/jobs/{id}/generate-rest. The job row's courseId is the course to fill (set at
 * creation; a deleted course fails the job with NOT_FOUND); its parentJobId the job that fell short.
 */
export const courseRestJob = defineJobKind({
  kind: "course-rest",
  schemas: { input: CourseRestInput, progress: BatchProgress, result: CardJobResult },
  failureMessage: "Failed to generate course.",
  initialProgress: () => ({ doneBatches: [], cardsCreated: 0, mcqCreated: 0 }),

  async run(job, deps: CardJobDeps, control) {
    const { input } = job;
    const done = await runBatches(deps, control, {
      job,
      progressSchema: BatchProgress,
      brief: input.brief,
      plan: input.plan,
      batches: input.batches,
      createsCourse: false,
      passages: await materialPassages(deps.db, job),
    });
    if (!done) return { status: "interrupted" };
    return {
      status: "completed",
      result: {
        courseId: done.courseId,
        plannedCards: input.before.plannedCards,
        plannedMcq: input.before.plannedMcq,
        cardsCreated: input.before.cardsCreated + done.progress.cardsCreated,
        mcqCreated: input.before.mcqCreated + done.progress.mcqCreated,
      },
    };
  },

  summarize({ input, progress }) {
    return {
      unit: "batch",
      done: progress.doneBatches.length,
      total: input.batches.length,
      totalBatches: input.batches.length,
      doneBatches: progress.doneBatches.length,
      cardsCreated: progress.cardsCreated,
      plannedCards: input.batches.reduce((s, b) => s + b.cardCount, 0),
    };
  },
});
