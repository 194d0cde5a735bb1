import { isFastAnswer } from "../session/fast-answer";
import { ADAPTIVE_WINDOW_SIZE, type AdaptiveState, cardsSeenIn } from "./adaptive-state";
import type { QuestionMode } from "./question-mode";

/** One answered card, as the adaptive mode sees it. */
export interface AdaptiveAnswer {
  mode: QuestionMode;
  correct: boolean;
  timeTakenMs: number;
  /** The card's time allowance (timeAllowanceSec); a fast answer is under 70% of it. */
  allowanceSec: number;
  topic: string;
}

const keepLast = <T>(list: readonly T[], value: T): T[] => [...list, value].slice(-ADAPTIVE_WINDOW_SIZE);

/**
 * requirements S4 "After each answer": keeps the last 10 correctness values, times and fast flags;
 * recentAccuracy is the share correct and recentFastAnswers the fast count in that window
 * (fast answers accumulate while in the window and drop out as it rolls); the streak of the answered
 * mode grows and the other resets; the topic count grows; the manual request is cleared.
 */
export function recordAnswer(state: AdaptiveState, answer: AdaptiveAnswer): AdaptiveState {
  const time = Number.isFinite(answer.timeTakenMs) ? Math.max(0, answer.timeTakenMs) : 0;
  const lastAnswerCorrect = keepLast(state.lastAnswerCorrect, answer.correct);
  const lastAnswerFast = keepLast(
    state.lastAnswerFast,
    isFastAnswer(answer.timeTakenMs, answer.allowanceSec),
  );
  return {
    recentFastAnswers: lastAnswerFast.filter(Boolean).length,
    recentAccuracy: lastAnswerCorrect.filter(Boolean).length / lastAnswerCorrect.length,
    mcqStreak: answer.mode === "mcq" ? state.mcqStreak + 1 : 0,
    basicStreak: answer.mode === "basic" ? state.basicStreak + 1 : 0,
    cardsSeenInTopic: { ...state.cardsSeenInTopic, [answer.topic]: cardsSeenIn(state, answer.topic) + 1 },
    manualModeRequest: null,
    lastAnswerTimes: keepLast(state.lastAnswerTimes, time),
    lastAnswerCorrect,
    lastAnswerFast,
  };
}
