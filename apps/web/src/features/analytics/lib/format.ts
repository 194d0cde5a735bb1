/** Display rules of the analytics page, in the interface language (`i18n.language`). */
import i18n from "../../../lib/i18n";
import "../i18n";

const unit = (value: number, name: "hour" | "minute" | "second") =>
  new Intl.NumberFormat(i18n.language, { style: "unit", unit: name, unitDisplay: "narrow" }).format(value);

/**
 * Time spent as 'Xh Ym', or 'Ym' under an hour (whole minutes, rounded down), or 'Ns' under a minute:
 * study time that rounds down to no minutes is still time studied, so it never reads '0m'. The unit
 * symbols follow the interface language (Intl narrow units).
 */
export function formatTimeSpent(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  if (seconds < 60) return unit(seconds, "second");
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${unit(hours, "hour")} ${unit(minutes, "minute")}` : unit(minutes, "minute");
}

/**
 * requirements C9: mastery colour thresholds 80/60/40/20. Each step has a colour and a word (`label`, its
 * translation under `analytics:mastery.<key>`), so the chart's text alternative says what the colour shows.
 */
export const MASTERY_COLOUR_STEPS = [
  { min: 80, colour: "#059669", label: "Excellent", key: "excellent" },
  { min: 60, colour: "#65a30d", label: "Good", key: "good" },
  { min: 40, colour: "#d97706", label: "Fair", key: "fair" },
  { min: 20, colour: "#ea580c", label: "Weak", key: "weak" },
  { min: 0, colour: "#dc2626", label: "Very weak", key: "veryWeak" },
] as const;

export type MasteryStep = (typeof MASTERY_COLOUR_STEPS)[number];

/** The colour step of a mastery percentage: the first whose lower bound it reaches. */
export function masteryStep(percentage: number): MasteryStep {
  return MASTERY_COLOUR_STEPS.find((s) => percentage >= s.min) ?? MASTERY_COLOUR_STEPS[4];
}

/** A mastery step's word in the interface language. */
export const masteryWord = (step: MasteryStep) => i18n.t(`analytics:mastery.${step.key}`);

/** requirements C9: the topic chart shows the first 5 topics. */
export const TOP_TOPICS = 5;

/** A 0-100 figure with at most one decimal and a percent sign ("66.7%"; "66,7 %" in German). */
export const formatPercent = (value: number) =>
  new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 }).format(value / 100);

/** A number in the interface language's format ("1,234"; "1.234" in German). */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(i18n.language, options).format(value);

/** A local calendar day (YYYY-MM-DD) as a short date ("Jun 18"), read in UTC so it never shifts. */
export function formatDay(
  day: string,
  options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" },
) {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(i18n.language, { ...options, timeZone: "UTC" }).format(date);
}

/** A weekday (0 Sunday .. 6 Saturday) as its short name ("Mon"). 2023-01-01 was a Sunday. */
export const formatWeekday = (weekday: number) => formatDay(`2023-01-0${1 + weekday}`, { weekday: "short" });
