import type { WeekdayPattern } from "@recall/shared";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/** requirements C2 'Study Pattern (Day of Week)': sessions per weekday, in your time zone. */
export function StudyPatternChart({ patterns }: { patterns: WeekdayPattern[] }) {
  return (
    <ChartFrame
      title="Study Pattern (Day of Week)"
      description="Sessions you studied in, by the weekday they started."
      table={{ columns: ["Day", "Sessions"], rows: patterns.map((p) => [p.label, p.sessions]) }}
    >
      <ChartBox>
        <BarChart data={patterns} margin={{ top: 5, right: 5, left: -20, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="label" {...axisProps} interval={0} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip />
          <Bar dataKey="sessions" name="Sessions" fill="#6366f1" radius={[4, 4, 0, 0]} />
        </BarChart>
      </ChartBox>
    </ChartFrame>
  );
}
