/** Display rules of the analytics page. */

/**
 * Time spent as 'Xh Ym', or 'Ym' under an hour (whole minutes, rounded down), or 'Ns' under a minute:
 * study time that rounds down to no minutes is still time studied, so it never reads '0m'.
 */
export function formatTimeSpent(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  if (seconds < 60) return `${seconds}s`;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m`;
}

/**
 * requirements C9: mastery colour thresholds 80/60/40/20. Each step has a colour and a word, so the chart's
 * text alternative says what the colour shows.
 */
export const MASTERY_COLOUR_STEPS = [
  { min: 80, colour: "#059669", label: "Excellent" },
  { min: 60, colour: "#65a30d", label: "Good" },
  { min: 40, colour: "#d97706", label: "Fair" },
  { min: 20, colour: "#ea580c", label: "Weak" },
  { min: 0, colour: "#dc2626", label: "Very weak" },
] as const;

export type MasteryStep = (typeof MASTERY_COLOUR_STEPS)[number];

/** The colour step of a mastery percentage: the first whose lower bound it reaches. */
export function masteryStep(percentage: number): MasteryStep {
  return MASTERY_COLOUR_STEPS.find((s) => percentage >= s.min) ?? MASTERY_COLOUR_STEPS[4];
}

/** requirements C9: the topic chart shows the first 5 topics. */
export const TOP_TOPICS = 5;

/** A 0-100 figure with at most one decimal and a percent sign ("66.7%"). */
export const formatPercent = (value: number) => `${Math.round(value * 10) / 10}%`;

/** A local calendar day (YYYY-MM-DD) as a short date ("Jun 18"), read in UTC so it never shifts. */
export function formatDay(
  day: string,
  options: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" },
) {
  const date = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat("en-US", { ...options, timeZone: "UTC" }).format(date);
}
