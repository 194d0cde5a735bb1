import { GenerateCourseBody } from "@recall/shared";
import { AppError } from "../../../lib/errors";
import { CoursePlan, generateCoursePlan, plannedMcq } from "../../ai/index";
import { findCourseRow, updateCourse } from "../../courses/index";
import { defineJobKind, jobsRepository as repo } from "../../jobs/index";
import {
  BatchProgress,
  type CardJobDeps,
  CardJobResult,
  materialPassages,
  runBatches,
} from "./course-batches";

/** A course generation's progress: the plan once the outline call made it, and the batches done. */
export const CourseJobProgress = BatchProgress.extend({ plan: CoursePlan.nullable() });

/**
 * POST /ai-content/generate: one outline call (stored as the plan, so a resumed job does not redo it),
 * then the plan's batches, each topped up to its cards and MCQ count. The course is created by the
 * first batch with cards, inactive, and becomes active when the job completes, short or not.
 */
export const courseJob = defineJobKind({
  kind: "course",
  schemas: { input: GenerateCourseBody, progress: CourseJobProgress, result: CardJobResult },
  failureMessage: "Failed to generate course.",
  initialProgress: () => ({ plan: null, doneBatches: [], cardsCreated: 0, mcqCreated: 0 }),

  async run(job, deps: CardJobDeps, control) {
    let progress = job.progress;
    let plan = progress.plan;
    const passages = await materialPassages(deps.db, job);
    if (!plan) {
      plan = await generateCoursePlan(
        deps.ai,
        job.input,
        { userId: job.userId, jobId: job.id, signal: control.signal },
        passages,
      );
      progress = { ...progress, plan };
      await repo.saveProgress(deps.db, { schemas: { progress: CourseJobProgress } }, job.id, progress);
    }
    const done = await runBatches(deps, control, {
      job: { ...job, progress },
      progressSchema: CourseJobProgress,
      brief: job.input.brief,
      plan,
      batches: plan.batches,
      createsCourse: true,
      passages,
    });
    if (!done) return { status: "interrupted" };
    if (done.progress.cardsCreated === 0) {
      throw new AppError(
        "AI_ERROR",
        "The AI model could not write usable cards for this course. Please try again.",
      );
    }
    return {
      status: "completed",
      result: {
        courseId: done.courseId,
        plannedCards: plan.plannedCards,
        plannedMcq: plannedMcq(plan.batches),
        cardsCreated: done.progress.cardsCreated,
        mcqCreated: done.progress.mcqCreated,
      },
    };
  },

  /** The course becomes usable with the job, even when it fell short (the shortfall is on the job). */
  async finalize(tx, job, result) {
    if (!result.courseId || !(await findCourseRow(tx, result.courseId))) return;
    await updateCourse(tx, result.courseId, job.userId, { isActive: true });
  },

  summarize({ input, progress }) {
    const totalBatches = progress.plan?.batches.length ?? 0;
    return {
      unit: "batch",
      done: progress.doneBatches.length,
      // Unknown until the outline call planned the batches.
      total: progress.plan ? totalBatches : null,
      totalBatches,
      doneBatches: progress.doneBatches.length,
      cardsCreated: progress.cardsCreated,
      plannedCards: progress.plan?.plannedCards ?? input.brief.cardCount,
    };
  },
});
