import { describe, expect, it } from "vitest";
import type { AnswerFeatures } from "./answer-features";
import { CHEMICAL_DECAY_RATE, chemicalDeltas, decayChemicals, updateChemicals } from "./chemical-rules";
import { INITIAL_CHEMICALS, type NeuroChemicals } from "./chemicals";

/** A correct, unremarkable answer: only the always-on correct/wrong rules fire. */
const plain = (over: Partial<AnswerFeatures> = {}): AnswerFeatures => ({
  correct: true,
  fast: false,
  streak: 1,
  answersInWindow: 1,
  errorsInWindow: 0,
  fastInWindow: 0,
  errorBurst: false,
  rapidClicking: false,
  topicHopping: false,
  depthLevel: 0,
  explanationTimeMs: 0,
  rereads: 0,
  scrollDepth: 0,
  curiosityClicks: 0,
  deepReading: false,
  selfInFlow: false,
  retryClicked: false,
  retrySucceeded: false,
  quitting: false,
  ...over,
});
/** How much a feature changes one chemical compared with the plain answer. */
const effect = (name: keyof NeuroChemicals, over: Partial<AnswerFeatures>) =>
  Number((chemicalDeltas(plain(over))[name] - chemicalDeltas(plain())[name]).toFixed(6));

describe("chemical rules", () => {
  it("every chemical decays 10% of the way to its baseline each answer", () => {
    expect(CHEMICAL_DECAY_RATE).toBe(0.1);
    const high = { ...INITIAL_CHEMICALS, oxytocin: 0.8, endorphins: 0.1 };
    const d = decayChemicals(high);
    expect(d.oxytocin).toBeCloseTo(0.75, 10);
    expect(d.endorphins).toBeCloseTo(0.14, 10);
    expect(decayChemicals(INITIAL_CHEMICALS)).toEqual(INITIAL_CHEMICALS);
  });

  it("decay is applied before this answer's changes", () => {
    // oxytocin 0.8 decays to 0.75, then a successful retry adds 0.08.
    const next = updateChemicals({ ...INITIAL_CHEMICALS, oxytocin: 0.8 }, plain({ retrySucceeded: true }));
    expect(next.oxytocin).toBe(0.83);
  });

  it("correct answers raise dopamine, errors lower it", () => {
    expect(chemicalDeltas(plain()).dopamine).toBeGreaterThan(0);
    expect(chemicalDeltas(plain({ correct: false, streak: 0 })).dopamine).toBeLessThan(0);
  });

  it("streaks add to dopamine from a streak of 3, capped from 5", () => {
    expect(effect("dopamine", { streak: 2 })).toBe(0);
    expect(effect("dopamine", { streak: 3 })).toBe(0.02);
    expect(effect("dopamine", { streak: 5 })).toBe(0.06);
    expect(effect("dopamine", { streak: 50 })).toBe(0.06);
  });

  it("errors, error bursts and rapid clicks raise cortisol and norepinephrine", () => {
    for (const over of [{ correct: false }, { errorBurst: true }, { rapidClicking: true }]) {
      expect(effect("cortisol", over)).toBeGreaterThan(0);
      expect(effect("norepinephrine", over)).toBeGreaterThan(0);
    }
  });

  it("a correct answer eases cortisol", () => {
    expect(chemicalDeltas(plain()).cortisol).toBeLessThan(0);
  });

  it("deep explanation reading raises acetylcholine: depth, long reading, rereads, scroll, curiosity", () => {
    expect(effect("acetylcholine", { depthLevel: 1 })).toBe(0.03);
    expect(effect("acetylcholine", { depthLevel: 3 })).toBe(0.09);
    expect(effect("acetylcholine", { explanationTimeMs: 9_999 })).toBe(0);
    expect(effect("acetylcholine", { explanationTimeMs: 10_000 })).toBe(0.04);
    expect(effect("acetylcholine", { rereads: 1 })).toBe(0.03);
    expect(effect("acetylcholine", { rereads: 9 })).toBe(0.06);
    expect(effect("acetylcholine", { scrollDepth: 0.79 })).toBe(0);
    expect(effect("acetylcholine", { scrollDepth: 0.8 })).toBe(0.02);
    expect(effect("acetylcholine", { curiosityClicks: 3 })).toBe(0.03);
  });

  it("self-reported flow raises endorphins; so does a streak of 5", () => {
    expect(effect("endorphins", { selfInFlow: true })).toBe(0.15);
    expect(effect("endorphins", { streak: 4 })).toBe(0);
    expect(effect("endorphins", { streak: 5 })).toBe(0.03);
  });

  it("steady accuracy raises serotonin once 3 answers are in the window; shaky accuracy lowers it", () => {
    expect(chemicalDeltas(plain({ answersInWindow: 2, errorsInWindow: 0 })).serotonin).toBe(0);
    expect(chemicalDeltas(plain({ answersInWindow: 5, errorsInWindow: 1 })).serotonin).toBe(0.04);
    expect(chemicalDeltas(plain({ answersInWindow: 5, errorsInWindow: 2 })).serotonin).toBe(0);
    expect(chemicalDeltas(plain({ answersInWindow: 5, errorsInWindow: 3 })).serotonin).toBe(-0.04);
  });

  it("retry success raises oxytocin, more than just retrying", () => {
    expect(effect("oxytocin", { retrySucceeded: true })).toBe(0.08);
    expect(effect("oxytocin", { retryClicked: true })).toBe(0.02);
  });

  it("quitting and topic hopping add stress", () => {
    expect(effect("cortisol", { quitting: true })).toBe(0.1);
    expect(effect("cortisol", { topicHopping: true })).toBe(0.03);
    expect(effect("serotonin", { topicHopping: true })).toBe(-0.02);
  });

  it("requirements S3: levels stay within 0..1 at the extremes", () => {
    const maxed = {
      dopamine: 1,
      serotonin: 1,
      norepinephrine: 1,
      acetylcholine: 1,
      endorphins: 1,
      oxytocin: 1,
      cortisol: 1,
    };
    const up = updateChemicals(
      maxed,
      plain({ correct: false, errorBurst: true, rapidClicking: true, quitting: true }),
    );
    expect(up.cortisol).toBe(1);
    const zeroed = {
      dopamine: 0,
      serotonin: 0,
      norepinephrine: 0,
      acetylcholine: 0,
      endorphins: 0,
      oxytocin: 0,
      cortisol: 0,
    };
    const down = updateChemicals(zeroed, plain({ correct: false, rapidClicking: true }));
    expect(Object.values(down).every((v) => v >= 0 && v <= 1)).toBe(true);
  });
});
