import { hasMcqOptions } from "../is-mcq";
import type { AdaptiveConfig } from "./adaptive-config";
import type { AdaptiveState } from "./adaptive-state";
import { computeMcqPercent, type McqPercentOptions } from "./mcq-percent";
import type { QuestionMode } from "./question-mode";

/**
 * requirements S4 "Adaptive question mode per card", in this order:
 * 1. a card without options or answer index is always basic;
 * 2. a manual mode request wins;
 * 3. otherwise MCQ with probability percent/100: `random() < percent / 100`,
 *    so 0% never and 100% always gives MCQ for a random() in [0, 1).
 */
export function chooseQuestionMode(
  card: { options?: unknown; answerIndex?: unknown },
  state: AdaptiveState,
  config: AdaptiveConfig,
  options: McqPercentOptions,
  random: () => number,
): QuestionMode {
  if (!hasMcqOptions(card)) return "basic";
  if (state.manualModeRequest) return state.manualModeRequest;
  return random() < computeMcqPercent(state, config, options) / 100 ? "mcq" : "basic";
}
