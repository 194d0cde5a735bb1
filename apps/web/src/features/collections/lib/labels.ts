import i18n from "../../../lib/i18n";
import "../i18n";

const KNOWN_MODES = new Set(["adaptive", "sequential", "random"]);

/**
 * How a session mode reads in the interface language (collections config, requirements C3); a mode the
 * server may add later still shows, capitalised.
 */
export const sessionModeLabel = (mode: string) =>
  KNOWN_MODES.has(mode) ? i18n.t(`collections:modes.${mode}`) : mode.charAt(0).toUpperCase() + mode.slice(1);

/** "Last studied" as a date in the interface language; null means never. */
export function formatStudiedDate(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium" }).format(date);
}
