import { type EngineInput, isFastInput } from "./answer-features";
import { CLICK_WINDOW_MS, type NeuroState, RECENT_ERRORS_WINDOW, RECENT_TOPICS_WINDOW } from "./neuro-state";

const keepLast = <T>(list: readonly T[], value: T, size: number): T[] => [...list, value].slice(-size);

/**
 * Adds one answer to the rolling windows: error and fast flags (last 5), topics (last 10), submission
 * times within 2 s of `now` (an answer is a click), the streak and the counters. Chemicals and
 * cool-down times are left to the caller.
 */
export function recordTelemetry(state: NeuroState, input: EngineInput, now: number): NeuroState {
  return {
    ...state,
    recentErrors: keepLast(state.recentErrors, !input.correct, RECENT_ERRORS_WINDOW),
    recentFast: keepLast(state.recentFast, isFastInput(input), RECENT_ERRORS_WINDOW),
    recentTopics: keepLast(state.recentTopics, input.topic, RECENT_TOPICS_WINDOW),
    // Strictly within the window; a stamp from the future (clock change) is dropped, not kept forever.
    clickTimestamps: [...state.clickTimestamps.filter((t) => t <= now && now - t < CLICK_WINDOW_MS), now],
    streak: input.correct ? state.streak + 1 : 0,
    answerCount: state.answerCount + 1,
    answersSinceLastAction: state.answersSinceLastAction + 1,
  };
}
