import type { GenerationJob, JobProgress } from "@recall/shared";
import type { JobSummary } from "./job-kind";
import type { JobRow } from "./jobs.repository";

/** A job's progress for its owner: its kind's counts, and the percentage of `done` against `total`. */
export function presentProgress(row: Pick<JobRow, "status">, summary: JobSummary): JobProgress {
  const percentComplete =
    row.status === "completed"
      ? 100
      : summary.total
        ? Math.round((summary.done / summary.total) * 1000) / 10
        : 0;
  return { ...summary, percentComplete };
}

/** What every job shows its owner, whatever its kind; the feature that lists jobs adds the rest. */
export type JobView = Pick<
  GenerationJob,
  "id" | "kind" | "status" | "progress" | "error" | "createdAt" | "finishedAt"
>;

/** A job for its owner: its status, its kind's progress (null for a kind this build does not know), its error. */
export function presentJob(row: JobRow, summary: JobSummary | null): JobView {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: summary ? presentProgress(row, summary) : null,
    error:
      row.status === "failed"
        ? { code: row.errorCode ?? "AI_ERROR", message: row.error ?? "Failed to generate course" }
        : null,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}
