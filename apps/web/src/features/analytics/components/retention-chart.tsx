import type { RetentionResponse } from "@recall/shared";
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";
import { formatDay, formatPercent } from "../lib/format";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/**
 * True retention per week (the share right of answers to cards seen before) against the retention
 * FSRS schedules for, and the predicted recall of the studied cards today.
 */
export function RetentionChart({ retention }: { retention: RetentionResponse["data"] }) {
  const data = retention.weeks.map((w) => ({ ...w, label: formatDay(w.weekStart) }));
  const recall =
    retention.averageRetrievability === null
      ? "No studied cards yet."
      : `Today you would recall about ${formatPercent(retention.averageRetrievability)} of your ${
          retention.studiedCards
        } studied cards.`;
  return (
    <ChartFrame
      title="Retention"
      description={`Weekly share right of reviews of cards you had seen before; the target is ${formatPercent(
        retention.targetRetention,
      )}. ${recall}`}
      table={{
        columns: ["Week of", "Reviews", "Retention"],
        rows: retention.weeks.map((w) => [
          formatDay(w.weekStart),
          w.reviews,
          w.retention === null ? "No reviews" : formatPercent(w.retention),
        ]),
      }}
    >
      <ChartBox>
        <LineChart data={data} margin={{ top: 5, right: 5, left: -20, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="label" {...axisProps} minTickGap={16} />
          <YAxis domain={[0, 100]} unit="%" {...axisProps} />
          <Tooltip />
          <ReferenceLine y={retention.targetRetention} stroke="#94a3b8" strokeDasharray="4 4" />
          <Line
            type="monotone"
            dataKey="retention"
            name="Retention %"
            stroke="#059669"
            strokeWidth={2}
            connectNulls
          />
        </LineChart>
      </ChartBox>
    </ChartFrame>
  );
}
