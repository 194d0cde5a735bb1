import { IMPORT_MESSAGES, ImportReport, StartImportBody } from "@recall/shared";
import { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { defineJobKind, type JobControl, jobsRepository, type RunOutcome } from "../jobs/index";
import { type MediaLimits, mediaLimitsOf } from "../media/index";
import type { ImportPlan } from "./import-plan";
import { importsRepository as repo } from "./imports.repository";
import { readPlan } from "./read-plan";
import { activateCourses, discardCourses, type StoreProgress, storePlan } from "./store-plan";

export const ImportJobInput = z.object({ importId: z.uuid() });
export const ImportJobProgress = z.object({
  stored: z.number().int().min(0),
  total: z.number().int().min(0),
  courseIds: z.array(z.string()),
});

const progressOnly = { schemas: { progress: ImportJobProgress } };

/**
 * Stores an uploaded file as courses (docs/decisions/imports.md). The file is read again from
 * the `imports` row, the plan stored in batches with progress. Nothing half-imported: the courses stay
 * inactive until `finalize` activates them with the job's completion; a failure deletes them, and a
 * resumed job (its worker died) deletes what the earlier run stored and starts over.
 */
export const importJob = defineJobKind({
  kind: "import",
  schemas: { input: ImportJobInput, progress: ImportJobProgress, result: ImportReport },
  failureMessage: "The import failed. Nothing was imported.",
  initialProgress: (): StoreProgress => ({ stored: 0, total: 0, courseIds: [] }),

  async run(job, deps, control) {
    const { db } = deps;
    if (job.progress.courseIds.length > 0) {
      await discardCourses(db, job.progress.courseIds);
      await jobsRepository.saveProgress(db, progressOnly, job.id, { stored: 0, total: 0, courseIds: [] });
    }
    const row = await repo.find(db, job.input.importId);
    if (!row?.bytes)
      throw new AppError("BAD_REQUEST", "The file of this import is no longer stored. Upload it again.");
    const plan = await readPlan(
      row.format,
      row.bytes,
      row.filename,
      StartImportBody.parse(row.options ?? {}),
    ).catch(async (err) => {
      await repo.dropBytes(db, row.id);
      throw err;
    });
    return storeImportPlan(db, { id: job.id, userId: job.userId, importId: row.id }, plan, {
      ...control,
      mediaLimits: mediaLimitsOf(deps.config),
    });
  },

  async finalize(tx, job, result) {
    await activateCourses(
      tx,
      result.courses.map((c) => c.id),
    );
    await repo.dropBytes(tx, job.input.importId);
  },

  /** Cards stored of the file's (0 of 0 until the file is read). */
  summarize({ progress }) {
    return { unit: "card", done: progress.stored, total: progress.total };
  },
});

/**
 * The job's store step on a plan (exported so tests can hand it a plan without a reader): stores it, and
 * on any failure deletes what the committed batches stored before the failure is recorded.
 */
export async function storeImportPlan(
  db: Database,
  job: { id: string; userId: string; importId: string },
  plan: ImportPlan,
  control: Pick<JobControl, "stopRequested"> & { mediaLimits?: MediaLimits },
): Promise<RunOutcome<ImportReport>> {
  try {
    const report = await storePlan(db, job.userId, plan, {
      saveProgress: async (tx, progress) => {
        await jobsRepository.saveProgress(tx, progressOnly, job.id, progress);
      },
      stopRequested: control.stopRequested,
      mediaLimits: control.mediaLimits,
    });
    if (!report) return { status: "interrupted" };
    if (report.cards === 0) throw new AppError("BAD_REQUEST", IMPORT_MESSAGES.noCards);
    return { status: "completed", result: report };
  } catch (err) {
    // The failed batch rolled back; what the committed ones stored goes: nothing half-imported.
    const saved = await jobsRepository.find(db, job.id);
    const progress = ImportJobProgress.safeParse(saved?.progress);
    if (progress.success) await discardCourses(db, progress.data.courseIds);
    await repo.dropBytes(db, job.importId);
    throw err;
  }
}
