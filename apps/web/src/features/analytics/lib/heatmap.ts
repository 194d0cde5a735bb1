import { addDays } from "@recall/shared";

export interface HeatmapCell {
  date: string;
  reviews: number;
  /** 0 for no reviews, then 1-4 by quarters of the busiest day. */
  level: number;
}

export interface MonthTotal {
  /** YYYY-MM */
  month: string;
  days: number;
  reviews: number;
}

export interface Heatmap {
  /** One column per week, Sunday first; null pads the days outside the window. */
  weeks: (HeatmapCell | null)[][];
  /** The column where each month's first week starts, for the labels above the grid. */
  monthStarts: { month: string; column: number }[];
  months: MonthTotal[];
  total: number;
  studiedDays: number;
  busiest: { date: string; reviews: number } | null;
}

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** Lays the sparse days of the heatmap call on a week-by-weekday grid from `from` to `to`. */
export function buildHeatmap(from: string, to: string, days: { date: string; reviews: number }[]): Heatmap {
  const byDate = new Map(days.map((d) => [d.date, d.reviews]));
  const max = Math.max(0, ...days.map((d) => d.reviews));
  const weeks: (HeatmapCell | null)[][] = [];
  const monthStarts: { month: string; column: number }[] = [];
  const months = new Map<string, MonthTotal>();
  let column: (HeatmapCell | null)[] = Array.from({ length: weekday(from) }, () => null);
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const reviews = byDate.get(date) ?? 0;
    column.push({ date, reviews, level: reviews === 0 ? 0 : Math.max(1, Math.ceil((reviews / max) * 4)) });
    const month = date.slice(0, 7);
    if (!months.has(month)) {
      months.set(month, { month, days: 0, reviews: 0 });
      monthStarts.push({ month, column: weeks.length });
    }
    const total = months.get(month)!;
    if (reviews > 0) {
      total.days += 1;
      total.reviews += reviews;
    }
    if (column.length === 7) {
      weeks.push(column);
      column = [];
    }
  }
  if (column.length) weeks.push([...column, ...Array.from({ length: 7 - column.length }, () => null)]);
  const busiest = days.reduce<{ date: string; reviews: number } | null>(
    (best, d) => (!best || d.reviews > best.reviews ? d : best),
    null,
  );
  return {
    weeks,
    monthStarts,
    months: [...months.values()],
    total: days.reduce((n, d) => n + d.reviews, 0),
    studiedDays: days.filter((d) => d.reviews > 0).length,
    busiest,
  };
}
