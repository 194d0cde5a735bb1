import type { MemoryModelResponse } from "@recall/shared";
import type { Database } from "../../db/client";
import { conflict } from "../../lib/errors";
import type { JobSystem } from "../jobs/index";
import { loadOptimizer } from "./fsrs-optimizer";
import { memoryModelFitJob } from "./memory-model.job";
import { type MemoryModelRow, memoryModelRepository as repo } from "./memory-model.repository";
import { MEMORY_MODEL_THRESHOLD, REFIT_AFTER_MS } from "./memory-model.rules";
import { isLongTerm, trainingItems } from "./training-items";

const isBusy = (row: MemoryModelRow | null) => row?.status === "queued" || row?.status === "fitting";

/** GET /me/memory-model: what schedules the learner's cards, how well it predicts, and what Fit now would do. */
export async function getMemoryModel(db: Database, userId: string): Promise<MemoryModelResponse> {
  const [row, reviews, optimizer] = await Promise.all([
    repo.find(db, userId),
    repo.reviews(db, userId),
    loadOptimizer(),
  ]);
  const trainable = trainingItems(reviews).filter(isLongTerm).length;
  const cannotFitReason = !optimizer.available
    ? optimizer.reason
    : isBusy(row)
      ? "A fit is already running."
      : trainable < MEMORY_MODEL_THRESHOLD
        ? `${MEMORY_MODEL_THRESHOLD - trainable} more reviews until your personal model (reviews of a card on a later day count).`
        : null;
  const fittedAt = row?.fittedAt ?? null;
  return {
    inUse: row?.weights ? "personalised" : "default",
    desiredRetention: row?.desiredRetention ?? 0.9,
    trainableReviews: trainable,
    totalReviews: reviews.length,
    threshold: MEMORY_MODEL_THRESHOLD,
    status: row?.status ?? "none",
    lastError: row?.lastError ?? null,
    before: row?.metricsBefore ?? null,
    after: row?.metricsAfter ?? null,
    fittedOnReviews: row?.fittedOnReviews ?? null,
    fittedAt: fittedAt?.toISOString() ?? null,
    nextRefitAt: fittedAt ? new Date(fittedAt.getTime() + REFIT_AFTER_MS).toISOString() : null,
    optimizer: optimizer.available
      ? { available: true, reason: null }
      : { available: false, reason: optimizer.reason },
    canFit: cannotFitReason === null,
    cannotFitReason,
  };
}

/** PATCH /me/memory-model: the desired retention that due dates aim at from the next answer on. */
export async function setDesiredRetention(db: Database, userId: string, desiredRetention: number) {
  await repo.upsert(db, userId, { desiredRetention });
  return getMemoryModel(db, userId);
}

/** POST /me/memory-model/fit: a fit as a durable job, when Fit now can run. */
export async function requestFit(db: Database, jobs: JobSystem, userId: string) {
  const model = await getMemoryModel(db, userId);
  if (!model.canFit) throw conflict(model.cannotFitReason ?? "A fit cannot start now.");
  await repo.upsert(db, userId, { status: "queued", lastError: null });
  const job = await jobs.submit(memoryModelFitJob, { userId, input: {} }).catch(async (err: unknown) => {
    await repo.upsert(db, userId, { status: "none" });
    throw err;
  });
  return { jobId: job.id, status: "queued" as const };
}

/**
 * The monthly refit: a learner whose model was fitted more than REFIT_AFTER_MS ago gets a new fit the next
 * time they finish a session. Quiet: a refit that cannot start now is tried at a later session.
 */
export async function refitIfDue(db: Database, jobs: JobSystem, userId: string, now = new Date()) {
  const row = await repo.find(db, userId);
  if (!row?.fittedAt || isBusy(row) || now.getTime() - row.fittedAt.getTime() < REFIT_AFTER_MS) return false;
  try {
    await requestFit(db, jobs, userId);
    return true;
  } catch {
    return false;
  }
}
