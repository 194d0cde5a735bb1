import type { ForecastResponse } from "@recall/shared";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { useAnalyticsText } from "../i18n";
import { formatDay } from "../lib/format";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/** Cards falling due on each of the next 30 days (today first), and those already overdue. */
export function DueForecastChart({ forecast }: { forecast: ForecastResponse["data"] }) {
  const { t } = useAnalyticsText();
  const data = forecast.days.map((d, i) => ({
    ...d,
    label: i === 0 ? t("forecast.today") : formatDay(d.date),
  }));
  const total = forecast.days.reduce((n, d) => n + d.due, 0);
  return (
    <ChartFrame
      title={t("sections.forecast")}
      description={
        forecast.overdue
          ? t("forecast.withOverdue", {
              count: total,
              overdue: t("forecast.overdueCount", { count: forecast.overdue }),
            })
          : t("forecast.description", { count: total })
      }
      table={{
        columns: [t("forecast.day"), t("forecast.cardsDue")],
        rows: [
          ...(forecast.overdue ? [[t("forecast.overdue"), forecast.overdue] as [string, number]] : []),
          ...data.map((d) => [d.label, d.due] as [string, number]),
        ],
      }}
    >
      <ChartBox>
        <BarChart data={data} margin={{ top: 5, right: 5, left: -20, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" {...axisProps} minTickGap={12} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip />
          <Bar dataKey="due" name={t("forecast.cardsDue")} fill="#0ea5e9" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ChartBox>
    </ChartFrame>
  );
}
