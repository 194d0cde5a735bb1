import type { HeatmapResponse } from "@recall/shared";
import { clsx } from "clsx";
import { useEffect, useMemo, useRef } from "react";
import { useAnalyticsText } from "../i18n";
import { formatDay, formatNumber } from "../lib/format";
import { buildHeatmap } from "../lib/heatmap";
import { ChartFrame } from "./chart-frame";

const LEVEL_CLASSES = [
  "bg-slate-100",
  "bg-emerald-200",
  "bg-emerald-400",
  "bg-emerald-600",
  "bg-emerald-800",
];
const monthName = (month: string) => formatDay(`${month}-01`, { month: "short" });
const monthLong = (month: string) => formatDay(`${month}-01`, { month: "long", year: "numeric" });

/** Reviews per day over the last year, one square per day (a plain grid: no chart library needed). */
export function ReviewHeatmap({ heatmap }: { heatmap: HeatmapResponse["data"] }) {
  const { t } = useAnalyticsText();
  const map = useMemo(() => buildHeatmap(heatmap.from, heatmap.to, heatmap.days), [heatmap]);
  // Month names above the columns where a month starts, at least 3 columns apart so none overlap.
  const labels = map.monthStarts
    .filter((m, i, all) => (all[i + 1]?.column ?? map.weeks.length) - m.column >= 3)
    .map((m) => ({ key: m.month, column: m.column, text: monthName(m.month) }));
  const squares = map.weeks.flatMap((week, column) =>
    week.map((cell, row) => ({ key: cell?.date ?? `pad-${column}-${row}`, cell, row, column })),
  );
  const scroller = useRef<HTMLDivElement>(null);
  // On a narrow screen the grid scrolls sideways: start at the recent end.
  useEffect(() => {
    if (scroller.current) scroller.current.scrollLeft = scroller.current.scrollWidth;
  }, []);
  const summary = map.busiest
    ? t("heatmap.summary", {
        reviews: t("heatmap.reviews", { count: map.total }),
        days: t("heatmap.days", { count: map.studiedDays }),
        date: formatDay(map.busiest.date, { month: "short", day: "numeric", year: "numeric" }),
        busiest: formatNumber(map.busiest.reviews),
      })
    : t("heatmap.noReviews");
  return (
    <ChartFrame
      title={t("sections.heatmap")}
      description={t("heatmap.description", { summary })}
      table={{
        columns: [t("heatmap.month"), t("heatmap.daysStudied"), t("heatmap.reviewsColumn")],
        rows: map.months.map((m) => [monthLong(m.month), m.days, m.reviews]),
      }}
    >
      <div ref={scroller} className="overflow-x-auto pb-2">
        <div
          className="inline-grid gap-[3px]"
          style={{ gridTemplateColumns: `repeat(${map.weeks.length}, 11px)` }}
        >
          {labels.map((label) => (
            <span
              key={label.key}
              className="h-4 whitespace-nowrap text-[10px] leading-4 text-slate-500"
              style={{ gridRow: 1, gridColumn: label.column + 1 }}
            >
              {label.text}
            </span>
          ))}
          {squares.map((square) => (
            <span
              key={square.key}
              title={
                square.cell
                  ? t("heatmap.cell", { date: formatDay(square.cell.date), count: square.cell.reviews })
                  : undefined
              }
              className={clsx(
                "h-[11px] w-[11px] rounded-sm",
                square.cell ? LEVEL_CLASSES[square.cell.level] : "bg-transparent",
              )}
              style={{ gridRow: square.row + 2, gridColumn: square.column + 1 }}
            />
          ))}
        </div>
      </div>
      <div className="mt-2 flex items-center justify-end gap-1 text-xs text-slate-500">
        {t("heatmap.less")}
        {LEVEL_CLASSES.map((c) => (
          <span key={c} className={clsx("h-[11px] w-[11px] rounded-sm", c)} />
        ))}
        {t("heatmap.more")}
      </div>
    </ChartFrame>
  );
}
