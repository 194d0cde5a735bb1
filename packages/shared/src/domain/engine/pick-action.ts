import type { AnswerFeatures } from "./answer-features";
import type { NeuroChemicals } from "./chemicals";
import { BREATHING_RESET, type EngineAction, SPEED_CHALLENGE } from "./engine-action";
import type { NeuroState } from "./neuro-state";

/** Between two popups (and from the session start to the first) at least this many answers AND this long. */
export const ACTION_COOLDOWN = Object.freeze({ answers: 5, ms: 90_000 });

/** Levels and counts that trigger each popup; levels are inclusive (>=). */
export const ACTION_THRESHOLDS = Object.freeze({
  breathingCortisol: 0.7,
  breathingErrors: 3,
  speedDopamine: 0.75,
  speedStreak: 5,
  speedFastAnswers: 3,
  reflectionAcetylcholine: 0.7,
  /** Correct answers in a row that mark an error burst as resolved. */
  burstResolvedStreak: 2,
});

const REFLECTION_PROMPTS = {
  deep_reading:
    "In your own words, what is the key idea of this card, and how does it connect to something you already know?",
  error_burst_resolved:
    "You turned a rough patch around. What changed, and what will you remember next time?",
} as const;

/** Whether the cool-down since the last popup (or the session start) is over at `now`. */
export function cooldownOver(state: NeuroState, now: number): boolean {
  const since = state.lastActionAt ?? state.startedAt;
  return state.answersSinceLastAction >= ACTION_COOLDOWN.answers && now - since >= ACTION_COOLDOWN.ms;
}

/**
 * The popup for this answer, or null. Nothing while the learner is leaving or during the cool-down.
 * Otherwise the first that holds, in this order (relief before reflection before challenge):
 * 1. breathing_reset: cortisol >= 0.7, or 3+ of the last 5 answers wrong;
 * 2. reflection_moment: acetylcholine >= 0.7 and this answer came with deep reading; or an error
 *    burst is pending and has resolved (fewer than 3 errors in the last 5, 2+ correct in a row);
 * 3. speed_challenge: a correct answer, dopamine >= 0.75, streak >= 5, 3+ of the last 5 answers fast.
 * `state` is already updated with this answer's telemetry.
 */
export function pickAction(
  state: NeuroState,
  chemicals: NeuroChemicals,
  f: AnswerFeatures,
  now: number,
): EngineAction | null {
  const t = ACTION_THRESHOLDS;
  if (f.quitting || !cooldownOver(state, now)) return null;
  if (chemicals.cortisol >= t.breathingCortisol || f.errorsInWindow >= t.breathingErrors) {
    return {
      content_type: "breathing_reset",
      payload: { ...BREATHING_RESET },
      ui_feedback: { message: "Let's pause for a short breathing reset, then carry on fresh.", tone: "calm" },
    };
  }
  if (chemicals.acetylcholine >= t.reflectionAcetylcholine && f.deepReading) {
    return reflection(
      "deep_reading",
      "You dug deep into that one. Take a moment to put it in your own words.",
    );
  }
  if (state.errorBurstPending && f.errorsInWindow < t.breathingErrors && f.streak >= t.burstResolvedStreak) {
    return reflection("error_burst_resolved", "Nice recovery! A quick reflection helps it stick.");
  }
  if (
    f.correct &&
    chemicals.dopamine >= t.speedDopamine &&
    f.streak >= t.speedStreak &&
    f.fastInWindow >= t.speedFastAnswers
  ) {
    return {
      content_type: "speed_challenge",
      payload: { ...SPEED_CHALLENGE },
      ui_feedback: {
        message: `You're on a roll! ${SPEED_CHALLENGE.questions} quick questions for a bonus?`,
        tone: "energetic",
      },
    };
  }
  return null;
}

function reflection(reason: keyof typeof REFLECTION_PROMPTS, message: string): EngineAction {
  return {
    content_type: "reflection_moment",
    payload: { prompt: REFLECTION_PROMPTS[reason], reason },
    ui_feedback: { message, tone: "reflective" },
  };
}
