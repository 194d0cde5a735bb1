import type { TopicMastery } from "@recall/shared";
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from "recharts";
import { formatPercent, MASTERY_COLOUR_STEPS, masteryStep, TOP_TOPICS } from "../lib/format";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/** requirements C2 'Mastery by Topic': the first 5 topics, each bar coloured by the 80/60/40/20 thresholds. */
export function TopicMasteryChart({ topics }: { topics: TopicMastery[] }) {
  const shown = topics.slice(0, TOP_TOPICS);
  return (
    <ChartFrame
      title="Mastery by Topic"
      description={
        topics.length > TOP_TOPICS
          ? `Your ${TOP_TOPICS} strongest topics of ${topics.length}.`
          : "Your topics, strongest first."
      }
      table={{
        columns: ["Topic", "Mastery", "Rating", "Cards"],
        rows: shown.map((t) => [
          t.topic,
          formatPercent(t.masteryPercentage),
          masteryStep(t.masteryPercentage).label,
          t.totalCards,
        ]),
      }}
    >
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">No topics yet.</p>
      ) : (
        <>
          <ChartBox>
            <BarChart data={shown} layout="vertical" margin={{ top: 5, right: 10, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} unit="%" {...axisProps} />
              <YAxis type="category" dataKey="topic" width={96} {...axisProps} />
              <Tooltip />
              <Bar dataKey="masteryPercentage" name="Mastery %" radius={[0, 4, 4, 0]}>
                {shown.map((t) => (
                  <Cell key={t.topic} fill={masteryStep(t.masteryPercentage).colour} />
                ))}
              </Bar>
            </BarChart>
          </ChartBox>
          <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
            {MASTERY_COLOUR_STEPS.map((s) => (
              <li key={s.min} className="flex items-center gap-1">
                <span className="h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: s.colour }} />
                {s.label} ({s.min === 0 ? "under 20" : `${s.min}+`})
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartFrame>
  );
}
