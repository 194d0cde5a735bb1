import { isFastAnswer } from "../session/fast-answer";
import { timeAllowanceSec } from "../session/time-allowance";
import type { AnswerSignals } from "./contracts";
import type { NeuroState } from "./neuro-state";

/** One answer as the engine receives it. */
export interface EngineInput {
  correct: boolean;
  timeTakenMs: number;
  topic: string;
  /** The card's time allowance; without it the default card's allowance (5 s) is used. */
  allowanceSec?: number;
  signals?: AnswerSignals;
}

/** Where a behaviour starts to count. */
export const SIGNAL_THRESHOLDS = Object.freeze({
  /** Wrong answers among the last 5 that make an error burst. */
  errorBurstErrors: 3,
  /** Other clicks within 2 s that make the learner look agitated. */
  rapidClicks: 3,
  /** Topic changes among the last 10 topics that count as hopping around. */
  topicHoppingSwitches: 6,
  /** Deep reading: reached the Deep Dive, or read the explanation this long, or reread it. */
  deepReadingDepth: 2,
  deepReadingMs: 20_000,
  deepReadingRereads: 1,
});

/** What the rules look at, derived from the input and the state after its telemetry update. */
export interface AnswerFeatures {
  correct: boolean;
  fast: boolean;
  streak: number;
  answersInWindow: number;
  errorsInWindow: number;
  fastInWindow: number;
  errorBurst: boolean;
  rapidClicking: boolean;
  topicHopping: boolean;
  depthLevel: number;
  explanationTimeMs: number;
  rereads: number;
  scrollDepth: number;
  curiosityClicks: number;
  deepReading: boolean;
  selfInFlow: boolean;
  retryClicked: boolean;
  retrySucceeded: boolean;
  quitting: boolean;
}

const num = (v: number | undefined) => (typeof v === "number" && Number.isFinite(v) && v > 0 ? v : 0);

/** Whether the input's answer was fast, against its allowance or the default card's. */
export function isFastInput(input: EngineInput): boolean {
  return isFastAnswer(input.timeTakenMs, input.allowanceSec ?? timeAllowanceSec({}));
}

/**
 * Reads the features of an answer. Counts the server can keep itself (errors in the last 5, streak,
 * topic switches) come from `state`, already updated with this answer; the client's error_rate_5,
 * streak_len and topic_switches_10 are not trusted for decisions. Rapid clicks take the larger of the
 * server's count (submissions in 2 s) and the client's (it also sees clicks that submit nothing).
 */
export function answerFeatures(state: NeuroState, input: EngineInput): AnswerFeatures {
  const s = input.signals ?? {};
  const errorsInWindow = state.recentErrors.filter(Boolean).length;
  const topicSwitches = state.recentTopics.filter((t, i) => i > 0 && state.recentTopics[i - 1] !== t).length;
  const rapidClicks = Math.max(state.clickTimestamps.length - 1, num(s.rapid_clicks));
  const depthLevel = Math.min(3, num(s.depth_level_reached));
  const explanationTimeMs = num(s.explanation_time_ms);
  const rereads = num(s.explanation_reread_count);
  return {
    correct: input.correct,
    fast: isFastInput(input),
    streak: state.streak,
    answersInWindow: state.recentErrors.length,
    errorsInWindow,
    fastInWindow: state.recentFast.filter(Boolean).length,
    errorBurst: errorsInWindow >= SIGNAL_THRESHOLDS.errorBurstErrors,
    rapidClicking: rapidClicks >= SIGNAL_THRESHOLDS.rapidClicks,
    topicHopping: topicSwitches >= SIGNAL_THRESHOLDS.topicHoppingSwitches,
    depthLevel,
    explanationTimeMs,
    rereads,
    scrollDepth: Math.min(1, num(s.explanation_scroll_depth)),
    curiosityClicks: [s.info_button_clicked, s.more_button_clicked, s.connections_clicked].filter(Boolean)
      .length,
    deepReading:
      depthLevel >= SIGNAL_THRESHOLDS.deepReadingDepth ||
      explanationTimeMs >= SIGNAL_THRESHOLDS.deepReadingMs ||
      rereads >= SIGNAL_THRESHOLDS.deepReadingRereads,
    selfInFlow: s.self_in_flow === true,
    retryClicked: s.retry_clicked === true,
    retrySucceeded: s.retry_correct_second_attempt === true,
    quitting: s.session_quit_flag === true,
  };
}
