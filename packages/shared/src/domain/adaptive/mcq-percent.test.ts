import { describe, expect, it } from "vitest";
import { DEFAULT_ADAPTIVE_CONFIG, DEFAULT_MCQ_PREFERENCE } from "./adaptive-config";
import { computeMcqPercent, computeMcqPercentBreakdown } from "./mcq-percent";
import { adaptiveStateWith, answers } from "./test-state";

const config = DEFAULT_ADAPTIVE_CONFIG;
const topic = "Cells";
/** A topic already seen 10 times, so the new-topic boost is off unless a test wants it. */
const known = { [topic]: 10 };
const percent = (state: ReturnType<typeof adaptiveStateWith>, mcqPreference = 50) =>
  computeMcqPercent(state, config, { mcqPreference, topic });
const rules = (state: ReturnType<typeof adaptiveStateWith>) =>
  computeMcqPercentBreakdown(state, config, { mcqPreference: 50, topic }).boosts.map((b) => b.rule);

describe("computeMcqPercent", () => {
  it("requirements S9: the adaptive defaults are the spec constants", () => {
    expect(config).toEqual({
      newTopicThreshold: 10,
      newTopicMCQBoost: 30,
      fastAnswerCountThreshold: 2,
      fastAnswerMCQBoost: 20,
      lowAccuracyThreshold: 0.6,
      lowAccuracyMCQBoost: 20,
      highAccuracyThreshold: 0.8,
      highAccuracyMasteryCards: 20,
      highAccuracyBasicBoost: -30,
      mcqStreakLimit: 3,
      mcqStreakMCQBoost: -20,
      basicStreakLimit: 2,
      basicStreakMCQBoost: 20,
      topicMCQPreferenceOffsets: {},
    });
    expect(DEFAULT_MCQ_PREFERENCE).toBe(50);
    expect(Object.isFrozen(config)).toBe(true);
  });

  it("requirements S9: the base is the user's mcqPreference, default 50", () => {
    const state = adaptiveStateWith({ seen: known });
    expect(percent(state, 35)).toBe(35);
    expect(computeMcqPercent(state, config, { topic })).toBe(50);
    expect(computeMcqPercent(state, config, { topic, mcqPreference: null })).toBe(50);
    expect(computeMcqPercent(state, config, { topic, mcqPreference: Number.NaN })).toBe(50);
    expect(percent(state, 150)).toBe(100);
  });

  it("requirements S9: newTopicThreshold 10 — 9 cards seen is still new (+30)", () => {
    expect(percent(adaptiveStateWith({ seen: { [topic]: 9 } }))).toBe(80);
    expect(percent(adaptiveStateWith({ seen: {} }))).toBe(80);
  });

  it("requirements S9: newTopicThreshold 10 — 10 cards seen is no longer new", () => {
    expect(percent(adaptiveStateWith({ seen: { [topic]: 10 } }))).toBe(50);
  });

  it("new topic counts the card's own topic only", () => {
    expect(percent(adaptiveStateWith({ seen: { Other: 50, [topic]: 3 } }))).toBe(80);
  });

  it("requirements S9: fastAnswerCountThreshold 2 — 1 fast answer gives nothing, 2 give +20", () => {
    expect(percent(adaptiveStateWith({ seen: known, fast: [true, false] }))).toBe(50);
    expect(percent(adaptiveStateWith({ seen: known, fast: [true, true] }))).toBe(70);
  });

  it("requirements S9: lowAccuracyThreshold 0.6 — exactly 0.6 is not low", () => {
    expect(percent(adaptiveStateWith({ seen: known, correct: answers(10, 6) }))).toBe(50);
    expect(percent(adaptiveStateWith({ seen: known, correct: answers(5, 3) }))).toBe(50);
  });

  it("requirements S9: lowAccuracyMCQBoost +20 below 0.6", () => {
    expect(percent(adaptiveStateWith({ seen: known, correct: answers(10, 5) }))).toBe(70);
    expect(percent(adaptiveStateWith({ seen: known, correct: [false] }))).toBe(70);
  });

  it("low accuracy needs at least one answer: an empty window is not low", () => {
    expect(rules(adaptiveStateWith({ seen: known }))).toEqual([]);
  });

  it("requirements S9: highAccuracyThreshold 0.8 — exactly 0.8 with 20 cards seen gives -30", () => {
    expect(percent(adaptiveStateWith({ seen: { [topic]: 20 }, correct: answers(10, 8) }))).toBe(20);
  });

  it("requirements S9: highAccuracyThreshold 0.8 — 0.7 is not high", () => {
    expect(percent(adaptiveStateWith({ seen: { [topic]: 20 }, correct: answers(10, 7) }))).toBe(50);
  });

  it("requirements S9: highAccuracyMasteryCards 20 — 19 cards seen is not yet mastery, 20 is", () => {
    const perfect = answers(10, 10);
    expect(percent(adaptiveStateWith({ seen: { [topic]: 10, Other: 9 }, correct: perfect }))).toBe(50);
    expect(percent(adaptiveStateWith({ seen: { [topic]: 10, Other: 10 }, correct: perfect }))).toBe(20);
  });

  it("requirements S9: mcqStreakLimit 3 — 2 MCQ in a row gives nothing, 3 reduce by 20", () => {
    expect(percent(adaptiveStateWith({ seen: known, mcqStreak: 2 }))).toBe(50);
    expect(percent(adaptiveStateWith({ seen: known, mcqStreak: 3 }))).toBe(30);
    expect(percent(adaptiveStateWith({ seen: known, mcqStreak: 7 }))).toBe(30);
  });

  it("requirements S9: basicStreakLimit 2 — 1 basic gives nothing, 2 in a row add 20", () => {
    expect(percent(adaptiveStateWith({ seen: known, basicStreak: 1 }))).toBe(50);
    expect(percent(adaptiveStateWith({ seen: known, basicStreak: 2 }))).toBe(70);
  });

  it("decision: all boosts that hold add up", () => {
    const state = adaptiveStateWith({ seen: {}, fast: [true, true], correct: answers(5, 1), basicStreak: 2 });
    const b = computeMcqPercentBreakdown(state, config, { mcqPreference: 10, topic });
    expect(b.boosts.map((x) => x.rule)).toEqual(["newTopic", "fastAnswers", "lowAccuracy", "basicStreak"]);
    expect(b.percent).toBe(10 + 30 + 20 + 20 + 20);
  });

  it("decision: new topic and high accuracy can both hold and cancel partly", () => {
    const state = adaptiveStateWith({ seen: { Other: 25 }, correct: answers(10, 9) });
    expect(rules(state)).toEqual(["newTopic", "highAccuracy"]);
    expect(percent(state)).toBe(50 + 30 - 30);
  });

  it("decision: the sum is clamped to 0..100", () => {
    const high = adaptiveStateWith({ seen: {}, fast: [true, true], correct: [false], basicStreak: 5 });
    expect(percent(high, 90)).toBe(100);
    const low = adaptiveStateWith({ seen: { [topic]: 30 }, correct: answers(10, 10), mcqStreak: 4 });
    expect(percent(low, 10)).toBe(0);
  });

  it("requirements S9: the topic's own offset is added after the boosts, before clamping", () => {
    const withOffsets = { ...config, topicMCQPreferenceOffsets: { [topic]: -40, Other: 25 } };
    const state = adaptiveStateWith({ seen: {} });
    // 90 + 30 = 120, then -40 = 80. Clamping before the offset would give 60.
    const b = computeMcqPercentBreakdown(state, withOffsets, { mcqPreference: 90, topic });
    expect(b.topicOffset).toBe(-40);
    expect(b.percent).toBe(80);
    expect(computeMcqPercent(state, withOffsets, { mcqPreference: 50, topic: "Third" })).toBe(80);
  });

  it("topics named like Object.prototype members get no offset and count as unseen", () => {
    const state = adaptiveStateWith({ seen: {} });
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"]) {
      expect(computeMcqPercent(state, config, { mcqPreference: 50, topic: name })).toBe(80);
    }
  });
});
