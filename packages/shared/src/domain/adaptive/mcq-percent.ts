import { type AdaptiveConfig, DEFAULT_MCQ_PREFERENCE } from "./adaptive-config";
import { type AdaptiveState, cardsSeenIn } from "./adaptive-state";

/** Which learner this is and which topic the next card belongs to. */
export interface McqPercentOptions {
  /** The user's prefs.mcqPreference, 0..100; missing or unreadable means the default 50. */
  mcqPreference?: number | null;
  topic: string;
}

export type AdaptiveRule =
  | "newTopic"
  | "fastAnswers"
  | "lowAccuracy"
  | "highAccuracy"
  | "mcqStreak"
  | "basicStreak";

/** How the percent came about, for tests, debugging panels and the ADR's worked examples. */
export interface McqPercentBreakdown {
  base: number;
  boosts: { rule: AdaptiveRule; delta: number }[];
  topicOffset: number;
  /** base + boosts + topicOffset, clamped to 0..100. */
  percent: number;
}

const clampPercent = (n: number) => Math.min(100, Math.max(0, n));

/**
 * The chance (0..100) that the next card is asked as MCQ. Every rule that holds adds its boost, then
 * the topic's own offset is added, then the sum is clamped to 0..100 (see docs/decisions/adaptive-mode.md):
 * - newTopic: cards seen in the topic < newTopicThreshold;
 * - fastAnswers: fast answers in the window >= fastAnswerCountThreshold;
 * - lowAccuracy: at least one answer and accuracy < lowAccuracyThreshold;
 * - highAccuracy: at least one answer, accuracy >= highAccuracyThreshold and cards seen in the session
 *   >= highAccuracyMasteryCards;
 * - mcqStreak: mcqStreak >= mcqStreakLimit; basicStreak: basicStreak >= basicStreakLimit.
 */
export function computeMcqPercentBreakdown(
  state: AdaptiveState,
  config: AdaptiveConfig,
  options: McqPercentOptions,
): McqPercentBreakdown {
  const pref = options.mcqPreference;
  const base =
    typeof pref === "number" && Number.isFinite(pref) ? clampPercent(pref) : DEFAULT_MCQ_PREFERENCE;
  const answered = state.lastAnswerCorrect.length > 0;
  const totalSeen = Object.values(state.cardsSeenInTopic).reduce((sum, n) => sum + n, 0);
  const holds: [AdaptiveRule, boolean, number][] = [
    ["newTopic", cardsSeenIn(state, options.topic) < config.newTopicThreshold, config.newTopicMCQBoost],
    ["fastAnswers", state.recentFastAnswers >= config.fastAnswerCountThreshold, config.fastAnswerMCQBoost],
    [
      "lowAccuracy",
      answered && state.recentAccuracy < config.lowAccuracyThreshold,
      config.lowAccuracyMCQBoost,
    ],
    [
      "highAccuracy",
      answered &&
        state.recentAccuracy >= config.highAccuracyThreshold &&
        totalSeen >= config.highAccuracyMasteryCards,
      config.highAccuracyBasicBoost,
    ],
    ["mcqStreak", state.mcqStreak >= config.mcqStreakLimit, config.mcqStreakMCQBoost],
    ["basicStreak", state.basicStreak >= config.basicStreakLimit, config.basicStreakMCQBoost],
  ];
  const boosts = holds.filter(([, on]) => on).map(([rule, , delta]) => ({ rule, delta }));
  const offsets = config.topicMCQPreferenceOffsets;
  const topicOffset = Object.hasOwn(offsets, options.topic) ? (offsets[options.topic] ?? 0) : 0;
  const raw = base + boosts.reduce((sum, b) => sum + b.delta, 0) + topicOffset;
  return { base, boosts, topicOffset, percent: clampPercent(raw) };
}

/** The MCQ percent alone; see {@link computeMcqPercentBreakdown} for the rules. */
export function computeMcqPercent(
  state: AdaptiveState,
  config: AdaptiveConfig,
  options: McqPercentOptions,
): number {
  return computeMcqPercentBreakdown(state, config, options).percent;
}
