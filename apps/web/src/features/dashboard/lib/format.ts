/** Display helpers of the dashboard; each takes the interface language so figures read naturally. */

const pad = (n: number) => String(n).padStart(2, "0");

/** Seconds as mm:ss, or h:mm:ss from one hour on (a 75-minute session reads 1:15:00, not 75:00). */
export function formatDuration(totalSec: number): string {
  const sec = Number.isFinite(totalSec) ? Math.max(0, Math.round(totalSec)) : 0;
  const hours = Math.floor(sec / 3600);
  const minutes = Math.floor((sec % 3600) / 60);
  const seconds = sec % 60;
  return hours > 0 ? `${hours}:${pad(minutes)}:${pad(seconds)}` : `${pad(minutes)}:${pad(seconds)}`;
}

/** A percentage the server sends as 0-100 with one decimal (66.7 becomes "66.7%", "66,7 %" in German). */
export function formatPercent(percent: number, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: "percent", maximumFractionDigits: 1 }).format(
      percent / 100,
    );
  } catch {
    return `${percent}%`;
  }
}

/** A whole number with the language's digit grouping (1,234 / 1.234). */
export function formatCount(value: number, language: string): string {
  try {
    return new Intl.NumberFormat(language).format(value);
  } catch {
    return String(value);
  }
}

/** A session's start as a medium date with the time, in the interface language; the raw value if unreadable. */
export function formatSessionDate(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(date);
  } catch {
    return date.toLocaleString();
  }
}
