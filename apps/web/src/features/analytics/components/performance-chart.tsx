import type { PerformancePoint } from "@recall/shared";
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { useAnalyticsText } from "../i18n";
import { formatDay, formatPercent } from "../lib/format";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/** requirements C2 'Performance Over Time': accuracy % and cards studied per day of the last 30 days. */
export function PerformanceChart({ points }: { points: PerformancePoint[] }) {
  const { t } = useAnalyticsText();
  const data = points.map((p) => ({ ...p, label: formatDay(p.date) }));
  return (
    <ChartFrame
      title={t("sections.performance")}
      description={t("performance.description")}
      table={{
        columns: [t("performance.date"), t("performance.accuracy"), t("performance.cards")],
        rows: points.map((p) => [formatDay(p.date), formatPercent(p.accuracy), p.cards]),
      }}
    >
      <ChartBox>
        <LineChart data={data} margin={{ top: 5, right: 5, left: -20, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" {...axisProps} minTickGap={16} />
          <YAxis
            yAxisId="accuracy"
            domain={[0, 100]}
            tickFormatter={(v: number) => formatPercent(v)}
            {...axisProps}
          />
          <YAxis yAxisId="cards" orientation="right" allowDecimals={false} {...axisProps} />
          <Tooltip />
          <Legend />
          <Line
            yAxisId="accuracy"
            type="monotone"
            dataKey="accuracy"
            name={t("performance.accuracySeries")}
            stroke="#4f46e5"
            strokeWidth={2}
          />
          <Line
            yAxisId="cards"
            type="monotone"
            dataKey="cards"
            name={t("performance.cards")}
            stroke="#0ea5e9"
            strokeWidth={2}
          />
        </LineChart>
      </ChartBox>
    </ChartFrame>
  );
}
