import { type FSRS, fsrs, generatorParameters } from "ts-fsrs";

/**
 * The FSRS parameters of every schedule and memory figure when a learner has no fitted model: ts-fsrs
 * defaults (learning steps 1 min and 10 min, 90% target retention, the 21 FSRS-6 weights).
 */
export const FSRS_PARAMETERS = generatorParameters({ enable_fuzz: false });

/** A learner's memory model: fitted (or default) weights and the recall probability due dates aim at. */
export interface MemoryParameters {
  w: readonly number[];
  desiredRetention: number;
}

/** desired retention is set between 70% and 97% in steps of 1%; 90% is the default. */
export const DESIRED_RETENTION = { min: 0.7, max: 0.97, step: 0.01, default: 0.9 } as const;

/** The number of weights of the FSRS version ts-fsrs and the optimizer binding both implement (FSRS-6). */
export const FSRS_WEIGHT_COUNT = FSRS_PARAMETERS.w.length;

/**
 * Whether `w` can be given to the scheduler: the right count of finite numbers, and a positive initial
 * stability for each first grade (w0-w3) and a decay (w20) in (0, 1]. An optimizer's output is checked
 * with this before it is stored, and stored weights again before they schedule.
 */
export function isUsableWeights(w: readonly unknown[] | null | undefined): w is readonly number[] {
  if (!w || w.length !== FSRS_WEIGHT_COUNT) return false;
  if (!w.every((x) => typeof x === "number" && Number.isFinite(x))) return false;
  const numbers = w as readonly number[];
  const decay = numbers[FSRS_WEIGHT_COUNT - 1] ?? 0;
  return numbers.slice(0, 4).every((s) => s > 0) && decay > 0 && decay <= 1;
}

/** The default model: what a learner without a fitted model is scheduled with. */
export const DEFAULT_MEMORY_PARAMETERS: MemoryParameters = {
  w: FSRS_PARAMETERS.w,
  desiredRetention: DESIRED_RETENTION.default,
};

// Schedulers are built once per parameter set: a learner answers many cards with the same model, and
// building one validates and copies the weights. The cache is bounded; the oldest entry goes first.
const CACHE_LIMIT = 256;
const schedulers = new Map<string, FSRS>();

/**
 * The ts-fsrs scheduler for `parameters` (defaults when absent or unusable: a bad stored model never
 * stops scheduling), with or without fuzz.
 */
export function schedulerFor(parameters: MemoryParameters | undefined, enableFuzz = false): FSRS {
  const usable =
    parameters && isUsableWeights(parameters.w) && isRetention(parameters.desiredRetention)
      ? parameters
      : DEFAULT_MEMORY_PARAMETERS;
  const key = `${enableFuzz ? 1 : 0}|${usable.desiredRetention}|${usable.w.join(",")}`;
  const cached = schedulers.get(key);
  if (cached) return cached;
  const scheduler = fsrs({
    ...FSRS_PARAMETERS,
    w: [...usable.w],
    request_retention: usable.desiredRetention,
    enable_fuzz: enableFuzz,
  });
  if (schedulers.size >= CACHE_LIMIT) schedulers.delete(schedulers.keys().next().value as string);
  schedulers.set(key, scheduler);
  return scheduler;
}

function isRetention(value: number): boolean {
  return Number.isFinite(value) && value >= DESIRED_RETENTION.min && value <= DESIRED_RETENTION.max;
}

/** How many schedulers are cached (for the cache's test). */
export const cachedSchedulerCount = () => schedulers.size;
