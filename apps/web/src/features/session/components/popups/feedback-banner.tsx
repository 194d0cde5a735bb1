import type { UiFeedback } from "@recall/shared/domain/engine/engine-action";
import { clsx } from "clsx";

const toneStyles: Record<UiFeedback["tone"], string> = {
  calm: "bg-sky-50 text-sky-800",
  energetic: "bg-amber-50 text-amber-800",
  reflective: "bg-purple-50 text-purple-800",
};

/** The engine's ui_feedback message, tinted by its tone (brand colours when the tone is unknown). */
export function FeedbackBanner({ message, tone }: { message?: string; tone?: string }) {
  if (!message) return null;
  const style =
    tone && tone in toneStyles ? toneStyles[tone as UiFeedback["tone"]] : "bg-brand-50 text-brand-700";
  return <p className={clsx("mb-4 rounded-lg px-3 py-2 text-sm", style)}>{message}</p>;
}
