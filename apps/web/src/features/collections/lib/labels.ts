import type { SessionMode } from "@recall/shared";

/** How session modes read in the interface (collections config, requirements C3). */
export const SESSION_MODE_LABELS: Record<SessionMode, string> = {
  adaptive: "Adaptive",
  sequential: "Sequential",
  random: "Random",
};

/** A mode the server may add later still shows, capitalised. */
export const sessionModeLabel = (mode: string) =>
  SESSION_MODE_LABELS[mode as SessionMode] ?? mode.charAt(0).toUpperCase() + mode.slice(1);

/** "Last studied" as a date in the interface language; null means never. */
export function formatStudiedDate(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date);
}
