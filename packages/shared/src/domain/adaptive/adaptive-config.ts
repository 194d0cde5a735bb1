/**
 * Tunables of the adaptive question mode (requirements S9 "Adaptive defaults").
 * Every `...Boost` is a signed number of percentage points added to the MCQ percent:
 * positive pushes towards multiple choice, negative towards reveal-the-answer.
 */
export interface AdaptiveConfig {
  /** A topic is new while fewer than this many of its cards were answered in the session. */
  newTopicThreshold: number;
  newTopicMCQBoost: number;
  /** Fast answers in the rolling window at or above this count trigger the boost. */
  fastAnswerCountThreshold: number;
  fastAnswerMCQBoost: number;
  /** Rolling accuracy strictly below this is low. */
  lowAccuracyThreshold: number;
  lowAccuracyMCQBoost: number;
  /** Rolling accuracy at or above this is high, once the learner has answered highAccuracyMasteryCards. */
  highAccuracyThreshold: number;
  highAccuracyMasteryCards: number;
  highAccuracyBasicBoost: number;
  /** This many MCQ answers in a row trigger mcqStreakMCQBoost. */
  mcqStreakLimit: number;
  mcqStreakMCQBoost: number;
  /** This many basic answers in a row trigger basicStreakMCQBoost. */
  basicStreakLimit: number;
  basicStreakMCQBoost: number;
  /** Per-topic points added after the boosts (requirements S9: values not shown, so none by default). */
  topicMCQPreferenceOffsets: Record<string, number>;
}

/** requirements S3/S9: the user's MCQ preference (percent) defaults to 50. */
export const DEFAULT_MCQ_PREFERENCE = 50;

/** requirements S9 defaults, verbatim. "mcqStreakLimit 3 (reduces by 20), basicStreakLimit 2 (adds 20)". */
export const DEFAULT_ADAPTIVE_CONFIG: Readonly<AdaptiveConfig> = Object.freeze({
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
  topicMCQPreferenceOffsets: Object.freeze({}) as Record<string, number>,
});
