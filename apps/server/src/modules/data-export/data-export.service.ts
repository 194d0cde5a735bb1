import { DATA_EXPORT_TTL_DAYS, type DataExportStatus } from "@recall/shared";
import type { Database } from "../../db/client";
import { conflict, notFound } from "../../lib/errors";
import { type JobSystem, jobsRepository } from "../jobs/index";
import { DataExportJobProgress, dataExportJob } from "./data-export.job";
import { type DataExportRow, dataExportRepository as repo } from "./data-export.repository";

const TTL_MS = DATA_EXPORT_TTL_DAYS * 24 * 60 * 60 * 1000;

/**
 * POST /me/export: starts an export of the user's data, or answers the one still running (a second click
 * must not build the same zip twice). A new export deletes the older ones; exports a week old go too.
 */
export async function startDataExport(db: Database, jobs: JobSystem, userId: string) {
  await repo.deleteOlderThan(db, new Date(Date.now() - TTL_MS));
  const latest = await repo.latest(db, userId);
  if (latest?.jobId) {
    const job = await jobsRepository.find(db, latest.jobId);
    if (job && (job.status === "queued" || job.status === "running")) {
      return getDataExport(db, latest.id, userId);
    }
  }
  const row = await repo.insert(db, userId);
  try {
    const job = await jobs.submit(dataExportJob, { userId, input: { exportId: row.id } });
    await repo.setJob(db, row.id, job.id);
  } catch (err) {
    await repo.delete(db, row.id);
    throw err;
  }
  await repo.deleteOthers(db, userId, row.id);
  return getDataExport(db, row.id, userId);
}

/** The export for its owner; another user's is "not found", like a missing or expired one. */
async function requireOwnedExport(db: Database, id: string, userId: string): Promise<DataExportRow> {
  const row = await repo.find(db, id);
  if (!row || row.userId !== userId || row.createdAt.getTime() < Date.now() - TTL_MS) {
    throw notFound("Export");
  }
  return row;
}

/** GET /me/export/:id: the job's state and progress. */
export async function getDataExport(db: Database, id: string, userId: string): Promise<DataExportStatus> {
  const row = await requireOwnedExport(db, id, userId);
  const job = row.jobId ? await jobsRepository.find(db, row.jobId) : null;
  const progress = DataExportJobProgress.safeParse(job?.progress);
  const state = job?.status ?? "failed";
  return {
    id: row.id,
    state: state === "completed" && !row.bytes ? "failed" : state,
    progress: progress.success ? progress.data : { done: 0, total: 0 },
    size: row.size,
    error: state === "failed" ? (job?.error ?? "The export failed. Please try again.") : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** GET /me/export/:id/download: the zip, once the job completed (before: 409, the client polls first). */
export async function downloadDataExport(db: Database, id: string, userId: string) {
  const row = await requireOwnedExport(db, id, userId);
  if (!row.bytes) throw conflict("The export is not ready yet.");
  return { bytes: row.bytes, filename: `recall-data-${row.createdAt.toISOString().slice(0, 10)}.zip` };
}
