import type { QuestionMode } from "./question-mode";

/** requirements S4/S9: the last 10 answers form the rolling window for accuracy, times and fast answers. */
export const ADAPTIVE_WINDOW_SIZE = 10;

/** requirements S3 "Per-session adaptive state", plus the fast flags the rolling fast count needs. */
export interface AdaptiveState {
  /** Fast answers among the last {@link ADAPTIVE_WINDOW_SIZE} answers. */
  recentFastAnswers: number;
  /** Share correct among the last answers; 0 (and ignored) before the first answer. */
  recentAccuracy: number;
  mcqStreak: number;
  basicStreak: number;
  /** Answers per topic in this session. Read with Object.hasOwn: topics are user text. */
  cardsSeenInTopic: Record<string, number>;
  /** The mode the learner flipped to for the current card; cleared by the next answer. */
  manualModeRequest: QuestionMode | null;
  lastAnswerTimes: number[];
  lastAnswerCorrect: boolean[];
  lastAnswerFast: boolean[];
}

/** The state at the start of a session. */
export function initialAdaptiveState(): AdaptiveState {
  return {
    recentFastAnswers: 0,
    recentAccuracy: 0,
    mcqStreak: 0,
    basicStreak: 0,
    cardsSeenInTopic: {},
    manualModeRequest: null,
    lastAnswerTimes: [],
    lastAnswerCorrect: [],
    lastAnswerFast: [],
  };
}

/** requirements S4 "The user may flip the mode manually": the flip holds until the card is answered. */
export function requestManualMode(state: AdaptiveState, mode: QuestionMode): AdaptiveState {
  return { ...state, manualModeRequest: mode };
}

/** Answers seen so far in a topic; 0 for an unseen topic, including names like "constructor". */
export function cardsSeenIn(state: AdaptiveState, topic: string): number {
  return Object.hasOwn(state.cardsSeenInTopic, topic) ? (state.cardsSeenInTopic[topic] ?? 0) : 0;
}
