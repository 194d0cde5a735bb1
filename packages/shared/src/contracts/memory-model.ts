import { z } from "zod";
import { DESIRED_RETENTION } from "../domain/fsrs/memory-parameters";

/** A share of recall the learner aims at: 0.70-0.97 in steps of 0.01. */
export const DesiredRetention = z
  .number({ message: "must be a number" })
  .min(DESIRED_RETENTION.min, { message: `must be at least ${DESIRED_RETENTION.min}` })
  .max(DESIRED_RETENTION.max, { message: `must be at most ${DESIRED_RETENTION.max}` })
  // Compared in hundredths: 0.83 is not an exact binary fraction.
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: "must be a whole percent (steps of 0.01)",
  });

/** PATCH /me/memory-model */
export const UpdateMemoryModelBody = z.object({ desiredRetention: DesiredRetention });
export type UpdateMemoryModelBody = z.infer<typeof UpdateMemoryModelBody>;

/** How well a model predicts the learner's held-out reviews: lower is better for both. */
export const PredictionMetrics = z.object({ logLoss: z.number(), rmse: z.number() });
export type PredictionMetrics = z.infer<typeof PredictionMetrics>;

export const MemoryModelStatus = z.enum(["none", "queued", "fitting", "fitted", "failed"]);
export type MemoryModelStatus = z.infer<typeof MemoryModelStatus>;

/** GET /me/memory-model */
export const MemoryModelResponse = z.object({
  /** Which weights schedule this learner's cards now. */
  inUse: z.enum(["default", "personalised"]),
  desiredRetention: z.number(),
  /** Reviews the optimizer can learn from (a review of a card reviewed on an earlier day). */
  trainableReviews: z.number().int(),
  /** All reviews of the learner, answers and imported history. */
  totalReviews: z.number().int(),
  /** The optimizer's minimum of trainable reviews for a full fit (docs/decisions/memory-model.md). */
  threshold: z.number().int(),
  status: MemoryModelStatus,
  lastError: z.string().nullable(),
  /** Metrics on held-out reviews: the default weights and the fitted ones. Null before a fit. */
  before: PredictionMetrics.nullable(),
  after: PredictionMetrics.nullable(),
  /** Reviews the last fit trained on and was evaluated on. */
  fittedOnReviews: z.number().int().nullable(),
  fittedAt: z.iso.datetime().nullable(),
  /** When the monthly refit will look again; null while there is nothing to fit. */
  nextRefitAt: z.iso.datetime().nullable(),
  /** Whether the optimizer loads on this server, and why not. */
  optimizer: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  /** Whether Fit now would start a fit, and the reason it would not. */
  canFit: z.boolean(),
  cannotFitReason: z.string().nullable(),
});
export type MemoryModelResponse = z.infer<typeof MemoryModelResponse>;

/** POST /me/memory-model/fit */
export const FitMemoryModelResponse = z.object({ jobId: z.string(), status: MemoryModelStatus });
export type FitMemoryModelResponse = z.infer<typeof FitMemoryModelResponse>;
