import { type AllowanceCard, timeAllowanceSec } from "./session/time-allowance";

/**
 * The merge analysis' estimatedDuration (requirements C3): one pass through every card at its time allowance
 * (minReadTime plus reading time, the session's own measure), in words: "about 12 minutes", "about 1 h 5 min".
 */
export function studyDurationText(cards: readonly AllowanceCard[]): string {
  const seconds = cards.reduce((sum, card) => sum + timeAllowanceSec(card), 0);
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `about ${minutes} minute${minutes === 1 ? "" : "s"}`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} h${rest ? ` ${rest} min` : ""}`;
}
