import { type ReactNode, useCallback } from "react";
import { Modal } from "../../../../components/ui/modal";
import { useSessionText } from "../../i18n";
import { BreathingReset } from "./breathing-reset";
import { BREATHING_TOTAL_SEC, phasesFromPayload } from "./breathing-schedule";
import {
  type EnginePopupResult,
  feedbackMessage,
  isKnownAction,
  type PopupAction,
  positiveInt,
} from "./engine-action";
import { FeedbackBanner } from "./feedback-banner";
import { ReflectionMoment } from "./reflection-moment";
import { SpeedChallenge } from "./speed-challenge";
import {
  SPEED_CHALLENGE_BONUS_PER_CORRECT,
  SPEED_CHALLENGE_QUESTION_COUNT,
  speedChallengeQuestions,
} from "./speed-challenge-questions";
import { UnknownAction } from "./unknown-action";
import { useLatest } from "./use-latest";

export interface EnginePopupProps {
  /**
   * engine.action from the answer response (requirements S3 Engine response); `null` renders nothing. Give the
   * popup a new `key` for each action so a second action of the same type starts fresh.
   */
  action: PopupAction | null;
  /** Called once when the popup closes: skipped/dismissed with no argument, finished with a result. */
  onClose: (result?: EnginePopupResult) => void;
  /** Speed Challenge: called with the bonus (2 × correct) as soon as the last answer is scored. */
  onBonus?: (bonus: number) => void;
}

/**
 * The session engine's popup (requirements S2 "Engine popups", requirements S4): a modal dialog that dispatches on
 * action.content_type. Unknown types show their ui_feedback message and close after 4 s.
 */
export function EnginePopup({ action, onClose, onBonus }: EnginePopupProps) {
  const { t } = useSessionText();
  const latest = useLatest(onClose);
  // Modal re-runs its effect (and refocuses itself) whenever onClose changes: hand it a stable one.
  const close = useCallback((result?: EnginePopupResult) => latest.current(result), [latest]);
  const dismiss = useCallback(() => latest.current(), [latest]);
  if (!action) return null;

  const message = feedbackMessage(action);
  if (!isKnownAction(action)) {
    return (
      <Modal open title={t("popup.note")} onClose={dismiss}>
        <UnknownAction message={message} onClose={dismiss} />
      </Modal>
    );
  }

  // Payloads are read defensively: a hand-built or older response may miss fields.
  const payload = (action.payload ?? {}) as Record<string, unknown>;
  let body: ReactNode;
  switch (action.content_type) {
    case "breathing_reset":
      body = (
        <BreathingReset
          durationSec={positiveInt(payload.durationSec, BREATHING_TOTAL_SEC)}
          phases={phasesFromPayload(payload)}
          onClose={close}
        />
      );
      break;
    case "speed_challenge":
      body = (
        <SpeedChallenge
          questions={speedChallengeQuestions(t).slice(
            0,
            positiveInt(payload.questions, SPEED_CHALLENGE_QUESTION_COUNT),
          )}
          bonusPerCorrect={
            typeof payload.bonusPerCorrect === "number" && payload.bonusPerCorrect >= 0
              ? payload.bonusPerCorrect
              : SPEED_CHALLENGE_BONUS_PER_CORRECT
          }
          onBonus={onBonus}
          onClose={close}
        />
      );
      break;
    case "reflection_moment":
      body = (
        <ReflectionMoment
          prompt={typeof payload.prompt === "string" ? payload.prompt : undefined}
          onClose={close}
        />
      );
      break;
  }

  return (
    <Modal
      open
      title={t(`popup.${action.content_type}`)}
      onClose={dismiss}
      // A stray click must not throw away typed text or a half-played challenge.
      closeOnOutsideClick={action.content_type === "breathing_reset"}
    >
      <FeedbackBanner message={message} tone={action.ui_feedback?.tone} />
      {body}
    </Modal>
  );
}
