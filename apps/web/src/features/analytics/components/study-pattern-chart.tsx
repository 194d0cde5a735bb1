import type { WeekdayPattern } from "@recall/shared";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { useAnalyticsText } from "../i18n";
import { formatWeekday } from "../lib/format";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/** requirements C2 'Study Pattern (Day of Week)': sessions per weekday, in your time zone. */
export function StudyPatternChart({ patterns }: { patterns: WeekdayPattern[] }) {
  const { t } = useAnalyticsText();
  const data = patterns.map((p) => ({ ...p, day: formatWeekday(p.weekday) }));
  return (
    <ChartFrame
      title={t("patterns.title")}
      description={t("patterns.description")}
      table={{
        columns: [t("patterns.day"), t("patterns.sessions")],
        rows: data.map((p) => [p.day, p.sessions]),
      }}
    >
      <ChartBox>
        <BarChart data={data} margin={{ top: 5, right: 5, left: -20, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="day" {...axisProps} interval={0} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip />
          <Bar dataKey="sessions" name={t("patterns.sessions")} fill="#6366f1" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartBox>
    </ChartFrame>
  );
}
