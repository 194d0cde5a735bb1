import { addDays } from "./timezone";

/** The calendar day (YYYY-MM-DD) of `at` in an IANA time zone. */
export function localDay(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  })
    .formatToParts(at)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  return `${parts.year}-${parts.month}-${parts.day}`;
}

const previousDay = (day: string) => addDays(day, -1);

/**
 * Study streaks from the local days the user studied on. The current streak counts consecutive days
 * ending today, or ending yesterday when today has no study yet (the streak is not lost until the day ends).
 */
export function studyStreaks(days: readonly string[], today: string): { current: number; longest: number } {
  const set = new Set(days);
  let start = set.has(today) ? today : previousDay(today);
  let current = 0;
  while (set.has(start)) {
    current += 1;
    start = previousDay(start);
  }
  const sorted = [...set].sort();
  let longest = 0;
  let run = 0;
  let prev: string | null = null;
  for (const day of sorted) {
    run = prev !== null && previousDay(day) === prev ? run + 1 : 1;
    longest = Math.max(longest, run);
    prev = day;
  }
  return { current, longest };
}
