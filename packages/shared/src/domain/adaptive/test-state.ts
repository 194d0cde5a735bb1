import { type AdaptiveState, initialAdaptiveState } from "./adaptive-state";

/**
 * Builds an adaptive state for tests: accuracy and fast count are derived from the given windows so a
 * test cannot describe an impossible state by accident.
 */
export function adaptiveStateWith(overrides: {
  correct?: boolean[];
  fast?: boolean[];
  mcqStreak?: number;
  basicStreak?: number;
  seen?: Record<string, number>;
  manual?: AdaptiveState["manualModeRequest"];
}): AdaptiveState {
  const correct = overrides.correct ?? [];
  const fast = overrides.fast ?? [];
  return {
    ...initialAdaptiveState(),
    lastAnswerCorrect: correct,
    lastAnswerFast: fast,
    lastAnswerTimes: correct.map(() => 1000),
    recentAccuracy: correct.length ? correct.filter(Boolean).length / correct.length : 0,
    recentFastAnswers: fast.filter(Boolean).length,
    mcqStreak: overrides.mcqStreak ?? 0,
    basicStreak: overrides.basicStreak ?? 0,
    cardsSeenInTopic: overrides.seen ?? {},
    manualModeRequest: overrides.manual ?? null,
  };
}

/** n answers, the first `right` of them correct. */
export const answers = (n: number, right: number): boolean[] =>
  Array.from({ length: n }, (_, i) => i < right);
