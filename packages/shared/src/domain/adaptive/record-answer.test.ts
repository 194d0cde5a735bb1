import { describe, expect, it } from "vitest";
import { seededRandom } from "../session/seeded-random";
import { DEFAULT_ADAPTIVE_CONFIG } from "./adaptive-config";
import {
  ADAPTIVE_WINDOW_SIZE,
  type AdaptiveState,
  initialAdaptiveState,
  requestManualMode,
} from "./adaptive-state";
import { computeMcqPercent } from "./mcq-percent";
import type { QuestionMode } from "./question-mode";
import { type AdaptiveAnswer, recordAnswer } from "./record-answer";

const answer = (over: Partial<AdaptiveAnswer> = {}): AdaptiveAnswer => ({
  mode: "basic",
  correct: true,
  timeTakenMs: 9000,
  allowanceSec: 10,
  topic: "Cells",
  ...over,
});
const replay = (list: AdaptiveAnswer[], from: AdaptiveState = initialAdaptiveState()) =>
  list.reduce(recordAnswer, from);

describe("recordAnswer", () => {
  it("requirements S9: rolling window of 10 answers for correctness and times", () => {
    expect(ADAPTIVE_WINDOW_SIZE).toBe(10);
    const state = replay(
      Array.from({ length: 11 }, (_, i) => answer({ timeTakenMs: i * 100, correct: i !== 0 })),
    );
    expect(state.lastAnswerTimes).toEqual([100, 200, 300, 400, 500, 600, 700, 800, 900, 1000]);
    expect(state.lastAnswerCorrect).toHaveLength(10);
    // The one wrong answer was the first, now out of the window.
    expect(state.recentAccuracy).toBe(1);
  });

  it("requirements S4: accuracy is the share correct", () => {
    const state = replay([answer({ correct: true }), answer({ correct: false }), answer({ correct: false })]);
    expect(state.recentAccuracy).toBeCloseTo(1 / 3, 10);
  });

  it("requirements S4: fast answers (under 70% of the allowance) accumulate within the window", () => {
    let state = replay([
      answer({ timeTakenMs: 6999 }),
      answer({ timeTakenMs: 7000 }),
      answer({ timeTakenMs: 100 }),
    ]);
    expect(state.recentFastAnswers).toBe(2);
    expect(state.lastAnswerFast).toEqual([true, false, true]);
    state = replay(
      Array.from({ length: 10 }, () => answer({ timeTakenMs: 9000 })),
      state,
    );
    expect(state.recentFastAnswers).toBe(0);
  });

  it("requirements S4: mcqStreak grows on mcq and resets otherwise; basicStreak likewise", () => {
    const modes: QuestionMode[] = ["mcq", "mcq", "mcq", "basic", "basic", "mcq"];
    const states: AdaptiveState[] = [];
    let state = initialAdaptiveState();
    for (const mode of modes) {
      state = recordAnswer(state, answer({ mode }));
      states.push(state);
    }
    expect(states.map((s) => s.mcqStreak)).toEqual([1, 2, 3, 0, 0, 1]);
    expect(states.map((s) => s.basicStreak)).toEqual([0, 0, 0, 1, 2, 0]);
  });

  it("requirements S4: the topic count grows, and odd topic names are safe keys", () => {
    const state = replay([
      answer({ topic: "Cells" }),
      answer({ topic: "Cells" }),
      answer({ topic: "constructor" }),
      answer({ topic: "__proto__" }),
    ]);
    expect(state.cardsSeenInTopic.Cells).toBe(2);
    expect(Object.hasOwn(state.cardsSeenInTopic, "constructor")).toBe(true);
    expect(state.cardsSeenInTopic.constructor).toBe(1);
    expect(Object.getOwnPropertyDescriptor(state.cardsSeenInTopic, "__proto__")?.value).toBe(1);
    expect(Object.getPrototypeOf(state.cardsSeenInTopic)).toBe(Object.prototype);
  });

  it("requirements S4: the manual request is cleared by the answer", () => {
    const requested = requestManualMode(initialAdaptiveState(), "mcq");
    expect(requested.manualModeRequest).toBe("mcq");
    expect(recordAnswer(requested, answer({ mode: "mcq" })).manualModeRequest).toBeNull();
  });

  it("does not change the state it is given", () => {
    const before = initialAdaptiveState();
    const copy = structuredClone(before);
    recordAnswer(before, answer());
    expect(before).toEqual(copy);
  });

  it("stores an unreadable time as 0 and never counts it fast", () => {
    const state = recordAnswer(initialAdaptiveState(), answer({ timeTakenMs: Number.NaN }));
    expect(state.lastAnswerTimes).toEqual([0]);
    expect(state.recentFastAnswers).toBe(0);
  });

  it("property: windows stay at 10, counts add up, percent stays in 0..100", () => {
    const random = seededRandom(123);
    const topics = ["A", "B", "C", "constructor"];
    for (let run = 0; run < 100; run++) {
      let state = initialAdaptiveState();
      const n = Math.floor(random() * 40);
      for (let i = 0; i < n; i++) {
        state = recordAnswer(
          state,
          answer({
            mode: random() < 0.5 ? "mcq" : "basic",
            correct: random() < 0.7,
            timeTakenMs: Math.floor(random() * 20_000),
            topic: topics[Math.floor(random() * topics.length)] ?? "A",
          }),
        );
        expect(state.lastAnswerCorrect.length).toBe(Math.min(i + 1, ADAPTIVE_WINDOW_SIZE));
        expect(state.lastAnswerTimes.length).toBe(state.lastAnswerCorrect.length);
        expect(state.recentFastAnswers).toBeLessThanOrEqual(ADAPTIVE_WINDOW_SIZE);
        expect(state.recentAccuracy).toBeGreaterThanOrEqual(0);
        expect(state.recentAccuracy).toBeLessThanOrEqual(1);
        const p = computeMcqPercent(state, DEFAULT_ADAPTIVE_CONFIG, {
          mcqPreference: Math.floor(random() * 101),
          topic: "A",
        });
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }
      expect(Object.values(state.cardsSeenInTopic).reduce((a, b) => a + b, 0)).toBe(n);
    }
  });
});
