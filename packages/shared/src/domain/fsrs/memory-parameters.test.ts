import { describe, expect, it } from "vitest";
import {
  cachedSchedulerCount,
  DEFAULT_MEMORY_PARAMETERS,
  DESIRED_RETENTION,
  FSRS_PARAMETERS,
  FSRS_WEIGHT_COUNT,
  isUsableWeights,
  type MemoryParameters,
} from "./memory-parameters";
import { Rating } from "./rating";
import { retrievability } from "./retrievability";
import { scheduleReview } from "./schedule-review";

const NOW = new Date("2025-01-01T00:00:00Z");
const DAY = 86_400_000;

/** A card reviewed Easy, then Good on its due date: the second interval shows the parameters at work. */
function secondInterval(parameters?: MemoryParameters): number {
  const first = scheduleReview(null, Rating.Easy, NOW, { parameters });
  const second = scheduleReview(first, Rating.Good, first.due, { parameters });
  return (second.due.getTime() - first.due.getTime()) / DAY;
}

describe("memory parameters (a memory model fitted to each learner)", () => {
  it("without parameters scheduling is the default model, with the default model it is the same", () => {
    expect(DEFAULT_MEMORY_PARAMETERS.desiredRetention).toBe(0.9);
    expect(secondInterval(DEFAULT_MEMORY_PARAMETERS)).toBe(secondInterval());
  });

  it("a higher desired retention gives shorter intervals, a lower one longer", () => {
    const at = (desiredRetention: number) => secondInterval({ w: FSRS_PARAMETERS.w, desiredRetention });
    expect(at(0.97)).toBeLessThan(at(0.9));
    expect(at(0.7)).toBeGreaterThan(at(0.9));
  });

  it("fitted weights change due dates: a larger initial stability for Easy waits longer", () => {
    const w = [...FSRS_PARAMETERS.w];
    w[3] = (w[3] ?? 0) * 3;
    const first = scheduleReview(null, Rating.Easy, NOW, { parameters: { w, desiredRetention: 0.9 } });
    expect(first.scheduledDays).toBeGreaterThan(scheduleReview(null, Rating.Easy, NOW).scheduledDays);
  });

  it("unusable weights or retention fall back to the defaults instead of failing", () => {
    const broken: MemoryParameters[] = [
      { w: [1, 2, 3], desiredRetention: 0.9 },
      { w: FSRS_PARAMETERS.w.map((x, i) => (i === 5 ? Number.NaN : x)), desiredRetention: 0.9 },
      { w: FSRS_PARAMETERS.w, desiredRetention: 1.5 },
    ];
    for (const parameters of broken) expect(secondInterval(parameters)).toBe(secondInterval());
  });

  it("isUsableWeights wants 21 finite numbers, positive initial stabilities and a decay in (0, 1]", () => {
    expect(FSRS_WEIGHT_COUNT).toBe(21);
    expect(isUsableWeights(FSRS_PARAMETERS.w)).toBe(true);
    expect(isUsableWeights(null)).toBe(false);
    expect(isUsableWeights(FSRS_PARAMETERS.w.slice(0, 19))).toBe(false);
    expect(isUsableWeights(FSRS_PARAMETERS.w.map((x, i) => (i === 0 ? -1 : x)))).toBe(false);
    expect(isUsableWeights(FSRS_PARAMETERS.w.map((x, i) => (i === 20 ? 0 : x)))).toBe(false);
    expect(isUsableWeights(FSRS_PARAMETERS.w.map((x, i) => (i === 2 ? Infinity : x)))).toBe(false);
    expect(isUsableWeights([...FSRS_PARAMETERS.w.slice(0, 20), "0.1"])).toBe(false);
  });

  it("schedulers are cached per parameter set and the cache stays bounded", () => {
    const before = cachedSchedulerCount();
    const parameters = { w: FSRS_PARAMETERS.w, desiredRetention: 0.83 };
    scheduleReview(null, Rating.Good, NOW, { parameters });
    scheduleReview(null, Rating.Good, NOW, { parameters: { ...parameters, w: [...parameters.w] } });
    expect(cachedSchedulerCount()).toBe(before + 1);
    for (let i = 0; i < 400; i++)
      scheduleReview(null, Rating.Good, NOW, {
        parameters: { w: FSRS_PARAMETERS.w, desiredRetention: 0.7 + (i % 27) / 100 + i * 1e-6 },
      });
    expect(cachedSchedulerCount()).toBeLessThanOrEqual(256);
  });

  it("retrievability follows the learner's weights: a slower decay keeps recall higher", () => {
    const memory = scheduleReview(null, Rating.Easy, NOW);
    const slow = FSRS_PARAMETERS.w.map((x, i) => (i === 20 ? 0.1 : x));
    const later = new Date(NOW.getTime() + 60 * DAY);
    const fitted = retrievability(memory, later, { w: slow, desiredRetention: 0.9 });
    expect(fitted).not.toBeCloseTo(retrievability(memory, later), 4);
    expect(retrievability(memory, later, DEFAULT_MEMORY_PARAMETERS)).toBe(retrievability(memory, later));
  });

  it("the retention range is 0.70 to 0.97 in steps of 0.01", () => {
    expect(DESIRED_RETENTION).toEqual({ min: 0.7, max: 0.97, step: 0.01, default: 0.9 });
  });
});
