import { type ForecastResponse, NOUNS, plural, pluralForm } from "@recall/shared";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay } from "../lib/format";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/** Cards falling due on each of the next 30 days (today first), and those already overdue. */
export function DueForecastChart({ forecast }: { forecast: ForecastResponse["data"] }) {
  const data = forecast.days.map((d, i) => ({ ...d, label: i === 0 ? "Today" : formatDay(d.date) }));
  const total = forecast.days.reduce((n, d) => n + d.due, 0);
  return (
    <ChartFrame
      title="Due Forecast"
      description={`${plural(total, NOUNS.card)} ${pluralForm(total, { one: "falls", other: "fall" })} due in the next 30 days${
        forecast.overdue
          ? `; ${forecast.overdue} ${pluralForm(forecast.overdue, { one: "is", other: "are" })} overdue already`
          : ""
      }.`}
      table={{
        columns: ["Day", "Cards due"],
        rows: [
          ...(forecast.overdue ? [["Overdue", forecast.overdue] as [string, number]] : []),
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
          <Bar dataKey="due" name="Cards due" fill="#0ea5e9" radius={[3, 3, 0, 0]} />
        </BarChart>
      </ChartBox>
    </ChartFrame>
  );
}
