import { FSRS_PARAMETERS, isUsableWeights } from "@recall/shared";
import type { TrainingItem } from "./training-items";

/**
 * The FSRS optimizer (fsrs-rs through `@open-spaced-repetition/binding`, a native module). It is loaded
 * on first use; where it cannot load (a platform without a prebuilt binary), fitting is unavailable and
 * scheduling keeps the default weights, and the settings say why (docs/decisions/memory-model.md).
 */
type Binding = typeof import("@open-spaced-repetition/binding");

export interface Metrics {
  logLoss: number;
  rmse: number;
}

export type OptimizerState = { available: true; binding: Binding } | { available: false; reason: string };

let loader: () => Promise<Binding> = () => import("@open-spaced-repetition/binding");
let loaded: Promise<OptimizerState> | null = null;

export function loadOptimizer(): Promise<OptimizerState> {
  loaded ??= loader().then(
    (binding) => ({ available: true as const, binding }),
    (err: unknown) => ({
      available: false as const,
      reason: `The optimizer is not available on this server (${process.platform}-${process.arch}): ${
        err instanceof Error ? err.message.split("\n")[0] : String(err)
      }`,
    }),
  );
  return loaded;
}

/** Tests: load the optimizer through `next` from now on (e.g. one that fails, as on an unsupported platform). */
export function replaceOptimizerLoader(next: () => Promise<Binding>): void {
  loader = next;
  loaded = null;
}

const toItems = (binding: Binding, items: readonly TrainingItem[]) =>
  items.map(
    (i) => new binding.FSRSBindingItem(i.steps.map((s) => new binding.FSRSBindingReview(s.rating, s.deltaT))),
  );

/** Fits weights on `train`; null when the result is not a usable weight set (never trust an optimizer). */
export async function fitWeights(binding: Binding, train: readonly TrainingItem[]): Promise<number[] | null> {
  const weights = await binding.computeParameters(toItems(binding, train), { enableShortTerm: true });
  return isUsableWeights(weights) ? [...weights] : null;
}

/** Log loss and RMSE (binned, as fsrs-rs reports it) of `weights` (defaults when null) on `items`. */
export function evaluateWeights(
  binding: Binding,
  weights: readonly number[] | null,
  items: readonly TrainingItem[],
): Metrics {
  const model = new binding.FSRSBinding([...(weights ?? FSRS_PARAMETERS.w)]);
  const result = model.evaluate(toItems(binding, items));
  return { logLoss: result.logLoss, rmse: result.rmseBins };
}
