import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  type ImportPreview,
  ImportReport,
  type ImportStatus,
  type StartImportBody,
} from "@recall/shared";
import type { Database } from "../../db/client";
import { AppError, badRequestOn, conflict, notFound } from "../../lib/errors";
import { type JobSystem, jobsRepository } from "../jobs/index";
import { readAnkiPackage } from "./anki/index";
import { ImportJobProgress, importJob } from "./import.job";
import type { ImportPlan } from "./import-plan";
import { refuseCardlessPlan, refuseUnusableOptions, refuseUnusableText } from "./import-refusals";
import { type ImportRow, importsRepository as repo } from "./imports.repository";
import { formatOf, isAnki, previewText, readDelimitedPlan } from "./read-plan";

/** How long an upload waits to be started before the next upload of its owner deletes it. */
const UNSTARTED_TTL_MS = 60 * 60 * 1000;

const fileError = (message: string) => new AppError("BAD_REQUEST", message, { file: message });

/** The counts the preview shows of a plan: the plan holds only cards the job will create (import-card.ts). */
function summarizePlan(plan: ImportPlan): Omit<ImportPreview, "delimited"> {
  return {
    format: plan.format,
    courses: plan.courses.map((c) => ({ name: c.name, cards: c.cards.length, topics: c.topics.length })),
    noteTypes: plan.noteTypes,
    media: plan.media.length,
    reviews: plan.courses.reduce((n, c) => n + c.cards.reduce((m, card) => m + card.reviews.length, 0), 0),
    skipped: plan.skipped,
    adjusted: plan.adjusted,
  };
}

/**
 * POST /imports: stores the file for the job and answers what it holds. An Anki package is read whole
 * (the reader refuses a bad one with a clear message); delimited text answers its separator, columns,
 * header and first rows so the learner maps them before starting. A file that can make no card is
 * refused here with the reason.
 */
export async function uploadImport(db: Database, userId: string, filename: string, bytes: Uint8Array) {
  const format = formatOf(filename);
  if (!format) throw fileError(IMPORT_MESSAGES.fileType);
  if (bytes.byteLength === 0) throw fileError(IMPORT_MESSAGES.empty);
  if (bytes.byteLength > IMPORT_LIMITS.maxFileBytes) {
    throw new AppError("PAYLOAD_TOO_LARGE", IMPORT_MESSAGES.fileTooLarge, {
      file: IMPORT_MESSAGES.fileTooLarge,
    });
  }
  let preview: ImportPreview;
  if (isAnki(format)) {
    const plan = await readAnkiPackage(bytes);
    refuseCardlessPlan(plan);
    preview = { ...summarizePlan(plan), delimited: null };
  } else {
    const text = previewText(bytes, format);
    const read = readDelimitedPlan(format, bytes, filename, {});
    refuseUnusableText(read);
    // Counts depend on the mapping chosen next, so only what holds for any mapping is shown.
    preview = {
      format,
      courses: [],
      noteTypes: [],
      media: 0,
      reviews: 0,
      skipped: [],
      adjusted: read.plan.adjusted,
      delimited: {
        separator: text.separator,
        columns: text.columns,
        rows: text.rows,
        hasHeader: text.hasHeader,
        suggestedMapping: text.suggestedMapping,
      },
    };
  }
  // Files previewed but never started go after an hour (their bytes are up to 100 MB each).
  await repo.deleteUnstarted(db, userId, new Date(Date.now() - UNSTARTED_TTL_MS));
  const row = await repo.insert(db, { userId, filename, format, size: bytes.byteLength, bytes });
  return { import: presentImport(row, null), preview };
}

/** The import for its owner; another user's is "not found", like a missing one. */
async function requireOwnedImport(db: Database, id: string, userId: string): Promise<ImportRow> {
  const row = await repo.find(db, id);
  if (!row || row.userId !== userId) throw notFound("Import");
  return row;
}

/** POST /imports/:id/start: the learner's choices, then a durable job of the one job system. */
export async function startImport(
  db: Database,
  jobs: JobSystem,
  id: string,
  userId: string,
  options: StartImportBody,
) {
  const row = await requireOwnedImport(db, id, userId);
  if (options.mapping && options.mapping.face === options.mapping.back) {
    throw badRequestOn("mapping.back", "The question and the answer must come from different columns.");
  }
  // The learner's columns are checked now, so an import that would make no card is never started.
  if (row.state === "uploaded" && row.bytes && !isAnki(row.format))
    refuseUnusableOptions(readDelimitedPlan(row.format, row.bytes, row.filename, options), options);
  // Marked first (atomically): two starts at once cannot both submit a job.
  if (row.state !== "uploaded" || !(await repo.markStarted(db, id, { ...options }))) {
    throw conflict(IMPORT_MESSAGES.alreadyStarted);
  }
  try {
    const job = await jobs.submit(importJob, { userId, input: { importId: id } });
    await repo.setJob(db, id, job.id);
  } catch (err) {
    await repo.unmarkStarted(db, id);
    throw err;
  }
  return getImport(db, id, userId);
}

/** GET /imports/:id: the upload's state, the job's progress and, once done, its report. */
export async function getImport(db: Database, id: string, userId: string): Promise<ImportStatus> {
  const row = await requireOwnedImport(db, id, userId);
  const job = row.jobId ? await jobsRepository.find(db, row.jobId) : null;
  return presentImport(row, job);
}

type JobRow = NonNullable<Awaited<ReturnType<typeof jobsRepository.find>>>;

function presentImport(row: ImportRow, job: JobRow | null): ImportStatus {
  const progress = ImportJobProgress.safeParse(job?.progress);
  const report = job?.status === "completed" ? ImportReport.safeParse(job.result) : null;
  return {
    id: row.id,
    filename: row.filename,
    format: row.format,
    size: row.size,
    state: job ? job.status : row.state === "started" ? "queued" : "uploaded",
    progress: progress.success
      ? { stored: progress.data.stored, total: progress.data.total }
      : { stored: 0, total: 0 },
    report: report?.success ? report.data : null,
    error: job?.status === "failed" ? (job.error ?? "The import failed.") : null,
    createdAt: row.createdAt.toISOString(),
  };
}
