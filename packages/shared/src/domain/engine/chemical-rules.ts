import type { AnswerFeatures } from "./answer-features";
import { CHEMICAL_NAMES, INITIAL_CHEMICALS, type NeuroChemicals, normalizeLevel } from "./chemicals";

/** Each answer closes this share of the gap between a chemical and its baseline (the initial value). */
export const CHEMICAL_DECAY_RATE = 0.1;

/** Level changes per answer. Sized so a handful of answers, not one, moves a level across a threshold. */
export const CHEMICAL_DELTAS = Object.freeze({
  dopamine: {
    correct: 0.06,
    wrong: -0.08,
    fastCorrect: 0.02,
    perStreakStepAbove2: 0.02,
    streakBonusCap: 0.06,
  },
  serotonin: { steady: 0.04, unsteady: -0.04, topicHopping: -0.02 },
  norepinephrine: { wrong: 0.05, fast: 0.02, errorBurst: 0.05, rapidClicking: 0.08 },
  acetylcholine: {
    perDepthLevel: 0.03,
    longExplanation: 0.04,
    perReread: 0.03,
    rereadCap: 2,
    deepScroll: 0.02,
    perCuriosityClick: 0.01,
    rapidClicking: -0.03,
  },
  endorphins: { selfInFlow: 0.15, longStreak: 0.03 },
  oxytocin: { retrySucceeded: 0.08, retryClicked: 0.02 },
  cortisol: {
    wrong: 0.06,
    correct: -0.03,
    errorBurst: 0.08,
    rapidClicking: 0.06,
    quitting: 0.1,
    topicHopping: 0.03,
  },
});

/** Where the graded rules switch on. */
export const CHEMICAL_RULE_THRESHOLDS = Object.freeze({
  /** Serotonin needs this many answers in the window before it judges steadiness. */
  steadyMinAnswers: 3,
  steadyMaxErrorRate: 0.2,
  unsteadyMinErrorRate: 0.6,
  longExplanationMs: 10_000,
  deepScrollDepth: 0.8,
  longStreak: 5,
});

/** Moves every level a step back towards its baseline. */
export function decayChemicals(chemicals: NeuroChemicals): NeuroChemicals {
  const out = { ...chemicals };
  for (const name of CHEMICAL_NAMES) {
    out[name] = chemicals[name] + (INITIAL_CHEMICALS[name] - chemicals[name]) * CHEMICAL_DECAY_RATE;
  }
  return out;
}

/** The signed change of each chemical for one answer (before decay is applied on top). */
export function chemicalDeltas(f: AnswerFeatures): NeuroChemicals {
  const d = CHEMICAL_DELTAS;
  const t = CHEMICAL_RULE_THRESHOLDS;
  const errorRate = f.answersInWindow > 0 ? f.errorsInWindow / f.answersInWindow : 0;
  const judged = f.answersInWindow >= t.steadyMinAnswers;
  const streakBonus = Math.min(
    d.dopamine.streakBonusCap,
    d.dopamine.perStreakStepAbove2 * Math.max(0, f.streak - 2),
  );
  return {
    dopamine: f.correct
      ? d.dopamine.correct + streakBonus + (f.fast ? d.dopamine.fastCorrect : 0)
      : d.dopamine.wrong,
    serotonin:
      (judged && errorRate <= t.steadyMaxErrorRate ? d.serotonin.steady : 0) +
      (judged && errorRate >= t.unsteadyMinErrorRate ? d.serotonin.unsteady : 0) +
      (f.topicHopping ? d.serotonin.topicHopping : 0),
    norepinephrine:
      (f.correct ? 0 : d.norepinephrine.wrong) +
      (f.fast ? d.norepinephrine.fast : 0) +
      (f.errorBurst ? d.norepinephrine.errorBurst : 0) +
      (f.rapidClicking ? d.norepinephrine.rapidClicking : 0),
    acetylcholine:
      d.acetylcholine.perDepthLevel * f.depthLevel +
      (f.explanationTimeMs >= t.longExplanationMs ? d.acetylcholine.longExplanation : 0) +
      d.acetylcholine.perReread * Math.min(d.acetylcholine.rereadCap, f.rereads) +
      (f.scrollDepth >= t.deepScrollDepth ? d.acetylcholine.deepScroll : 0) +
      d.acetylcholine.perCuriosityClick * f.curiosityClicks +
      (f.rapidClicking ? d.acetylcholine.rapidClicking : 0),
    endorphins:
      (f.selfInFlow ? d.endorphins.selfInFlow : 0) + (f.streak >= t.longStreak ? d.endorphins.longStreak : 0),
    oxytocin:
      (f.retrySucceeded ? d.oxytocin.retrySucceeded : 0) + (f.retryClicked ? d.oxytocin.retryClicked : 0),
    cortisol:
      (f.correct ? d.cortisol.correct : d.cortisol.wrong) +
      (f.errorBurst ? d.cortisol.errorBurst : 0) +
      (f.rapidClicking ? d.cortisol.rapidClicking : 0) +
      (f.quitting ? d.cortisol.quitting : 0) +
      (f.topicHopping ? d.cortisol.topicHopping : 0),
  };
}

/** Decay first, then this answer's changes, then clamp to 0..1: fresh behaviour is never half-erased. */
export function updateChemicals(chemicals: NeuroChemicals, features: AnswerFeatures): NeuroChemicals {
  const decayed = decayChemicals(chemicals);
  const deltas = chemicalDeltas(features);
  const out = { ...decayed };
  for (const name of CHEMICAL_NAMES) out[name] = normalizeLevel(decayed[name] + deltas[name], name);
  return out;
}
