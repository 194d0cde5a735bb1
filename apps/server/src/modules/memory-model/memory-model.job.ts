import { z } from "zod";
import { defineJobKind } from "../jobs/index";
import { evaluateWeights, fitWeights, loadOptimizer } from "./fsrs-optimizer";
import { memoryModelRepository as repo } from "./memory-model.repository";
import { MEMORY_MODEL_THRESHOLD } from "./memory-model.rules";
import { isLongTerm, splitByTime, trainingItems } from "./training-items";

const Metrics = z.object({ logLoss: z.number(), rmse: z.number() });
const FitResult = z.object({
  adopted: z.boolean(),
  reviews: z.number().int(),
  before: Metrics.nullable(),
  after: Metrics.nullable(),
});

/**
 * Fits a learner's FSRS weights on their reviews (docs/decisions/memory-model.md): trains on all
 * but the newest 20% of long-term reviews, evaluates the default and the fitted weights on those, and
 * adopts the fit only when its weights are usable and it predicts the held-out reviews no worse than the
 * defaults (log loss). Otherwise the learner keeps what they had, and the settings say why.
 */
export const memoryModelFitJob = defineJobKind({
  kind: "memory-model-fit",
  schemas: { input: z.object({}), progress: z.object({}), result: FitResult },
  failureMessage: "Fitting your memory model failed. Your cards keep their current schedule.",
  initialProgress: () => ({}),

  async run(job, { db }) {
    await repo.upsert(db, job.userId, { status: "fitting", lastError: null });
    const fail = async (message: string) => {
      await repo.upsert(db, job.userId, { status: "failed", lastError: message });
      return {
        status: "completed" as const,
        result: { adopted: false, reviews: 0, before: null, after: null },
      };
    };
    const optimizer = await loadOptimizer();
    if (!optimizer.available) return fail(optimizer.reason);
    const items = trainingItems(await repo.reviews(db, job.userId));
    const trainable = items.filter(isLongTerm).length;
    if (trainable < MEMORY_MODEL_THRESHOLD) {
      return fail(`Not enough reviews yet: ${trainable} of ${MEMORY_MODEL_THRESHOLD} needed.`);
    }
    const { train, heldOut } = splitByTime(items);
    const weights = await fitWeights(optimizer.binding, train);
    const before = evaluateWeights(optimizer.binding, null, heldOut);
    if (!weights) return fail("The optimizer returned weights that cannot schedule; the defaults stay.");
    const after = evaluateWeights(optimizer.binding, weights, heldOut);
    const adopted = Number.isFinite(after.logLoss) && after.logLoss <= before.logLoss;
    await repo.upsert(db, job.userId, {
      status: "fitted",
      lastError: adopted
        ? null
        : "The fitted model predicted your newest reviews no better than the defaults; the defaults stay.",
      ...(adopted ? { weights } : {}),
      metricsBefore: before,
      metricsAfter: after,
      fittedOnReviews: trainable,
      fittedAt: new Date(),
    });
    return { status: "completed", result: { adopted, reviews: trainable, before, after } };
  },

  /** One fit: done once the job has its result. */
  summarize: ({ result }) => ({ unit: "fit", done: result ? 1 : 0, total: 1 }),
});
