import type { RetentionResponse } from "@recall/shared";
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { useAnalyticsText } from "../i18n";
import { formatDay, formatNumber, formatPercent } from "../lib/format";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/**
 * True retention per week (the share right of answers to cards seen before) against the retention
 * FSRS schedules for, and the predicted recall of the studied cards today.
 */
export function RetentionChart({ retention }: { retention: RetentionResponse["data"] }) {
  const { t } = useAnalyticsText();
  const data = retention.weeks.map((w) => ({ ...w, label: formatDay(w.weekStart) }));
  const recall =
    retention.averageRetrievability === null
      ? t("retention.noCards")
      : t("retention.recall", {
          percent: formatPercent(retention.averageRetrievability),
          cards: formatNumber(retention.studiedCards),
        });
  return (
    <ChartFrame
      title={t("sections.retention")}
      description={t("retention.description", { target: formatPercent(retention.targetRetention), recall })}
      table={{
        columns: [t("retention.weekOf"), t("retention.reviews"), t("retention.retention")],
        rows: retention.weeks.map((w) => [
          formatDay(w.weekStart),
          w.reviews,
          w.retention === null ? t("retention.noReviews") : formatPercent(w.retention),
        ]),
      }}
    >
      <ChartBox>
        <LineChart data={data} margin={{ top: 5, right: 5, left: -20, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" {...axisProps} minTickGap={16} />
          <YAxis domain={[0, 100]} tickFormatter={(v: number) => formatPercent(v)} {...axisProps} />
          <Tooltip formatter={(v) => formatPercent(Number(v))} />
          <ReferenceLine y={retention.targetRetention} stroke="#94a3b8" strokeDasharray="4 4" />
          <Line
            type="monotone"
            dataKey="retention"
            name={t("retention.series")}
            stroke="#059669"
            strokeWidth={2}
            connectNulls
          />
        </LineChart>
      </ChartBox>
    </ChartFrame>
  );
}
