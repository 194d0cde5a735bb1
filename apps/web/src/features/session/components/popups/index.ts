export { BreathingReset, type BreathingResetProps } from "./breathing-reset";
export {
  BREATHING_PHASES,
  BREATHING_TOTAL_SEC,
  type BreathingPhase,
  type BreathingState,
  breathingStateAt,
} from "./breathing-schedule";
export type { EnginePopupResult, PopupAction, UnknownEngineAction } from "./engine-action";
export { EnginePopup, type EnginePopupProps } from "./engine-popup";
export { DEFAULT_REFLECTION_PROMPT, ReflectionMoment, type ReflectionMomentProps } from "./reflection-moment";
export { SpeedChallenge, type SpeedChallengeProps } from "./speed-challenge";
export {
  SPEED_CHALLENGE_ADVANCE_MS,
  SPEED_CHALLENGE_BONUS_PER_CORRECT,
  SPEED_CHALLENGE_QUESTION_COUNT,
  type SpeedQuestion,
  scoreSpeedChallenge,
  speedChallengeQuestions,
} from "./speed-challenge-questions";
export {
  UNKNOWN_ACTION_CLOSE_MS,
  UNKNOWN_ACTION_MESSAGE,
  UnknownAction,
  type UnknownActionProps,
} from "./unknown-action";
