import { z } from "zod";

/** requirements S2 engine popups. A response with no popup has `action: null`. */
export const ENGINE_ACTION_TYPES = ["breathing_reset", "speed_challenge", "reflection_moment"] as const;
export type EngineActionType = (typeof ENGINE_ACTION_TYPES)[number];

/** requirements S4/S9: breathing 120 s total with inhale 4 s, hold 4 s, exhale 8 s. */
export const BREATHING_RESET = Object.freeze({ durationSec: 120, inhaleSec: 4, holdSec: 4, exhaleSec: 8 });

/** requirements S4/S9: speed challenge of 3 questions, bonus 2 per correct answer. */
export const SPEED_CHALLENGE = Object.freeze({ questions: 3, bonusPerCorrect: 2 });

/** How the popup should feel; the web maps each tone to colours and wording style. */
export const FEEDBACK_TONES = ["calm", "energetic", "reflective"] as const;

export const UiFeedback = z.object({
  message: z.string().min(1),
  tone: z.enum(FEEDBACK_TONES),
});
export type UiFeedback = z.infer<typeof UiFeedback>;

/** Why a reflection was offered: after deep reading, or once a run of errors has turned around. */
export const REFLECTION_REASONS = ["deep_reading", "error_burst_resolved"] as const;

const seconds = z.number().int().positive();

export const EngineAction = z.discriminatedUnion("content_type", [
  z.object({
    content_type: z.literal("breathing_reset"),
    payload: z.object({ durationSec: seconds, inhaleSec: seconds, holdSec: seconds, exhaleSec: seconds }),
    ui_feedback: UiFeedback,
  }),
  z.object({
    content_type: z.literal("speed_challenge"),
    payload: z.object({ questions: seconds, bonusPerCorrect: z.number().int().min(0) }),
    ui_feedback: UiFeedback,
  }),
  z.object({
    content_type: z.literal("reflection_moment"),
    payload: z.object({ prompt: z.string().min(1), reason: z.enum(REFLECTION_REASONS) }),
    ui_feedback: UiFeedback,
  }),
]);
export type EngineAction = z.infer<typeof EngineAction>;
