import {
  ENGINE_ACTION_TYPES,
  type EngineAction,
  type UiFeedback,
} from "@recall/shared/domain/engine/engine-action";

/**
 * An action whose content_type this client does not know (a newer engine, requirements S4 "unknown engine
 * actions"). Only its feedback message is read, and defensively: its shape is not guaranteed.
 */
export interface UnknownEngineAction {
  content_type: string;
  payload?: unknown;
  ui_feedback?: Partial<UiFeedback> | string | null;
}

/** What the session engine may ask the popup to show. */
export type PopupAction = EngineAction | UnknownEngineAction;

/** What a popup hands back when it closes; every field is absent when the learner skipped. */
export interface EnginePopupResult {
  /** Reflection Moment: the trimmed text the learner wrote. */
  reflection?: string;
  /** Speed Challenge: the bonus earned (2 per correct answer). */
  bonus?: number;
  /** Breathing Reset: full breathing cycles completed when the timer reached 0. */
  cycles?: number;
}

export function isKnownAction(action: PopupAction): action is EngineAction {
  return (ENGINE_ACTION_TYPES as readonly string[]).includes(action.content_type);
}

/** The engine's message for the learner, whatever shape ui_feedback arrived in. */
export function feedbackMessage(action: PopupAction): string | undefined {
  const feedback: unknown = action.ui_feedback;
  if (typeof feedback === "string") return feedback.trim() || undefined;
  if (feedback && typeof feedback === "object" && "message" in feedback) {
    const { message } = feedback as { message?: unknown };
    if (typeof message === "string" && message.trim()) return message.trim();
  }
  return undefined;
}

/** A positive whole number from an untrusted payload field, or the fallback. */
export function positiveInt(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) && value >= 1 ? Math.round(value) : fallback;
}
