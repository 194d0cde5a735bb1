import type { TopicMastery } from "@recall/shared";
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from "recharts";
import { useAnalyticsText } from "../i18n";
import {
  formatNumber,
  formatPercent,
  MASTERY_COLOUR_STEPS,
  masteryStep,
  masteryWord,
  TOP_TOPICS,
} from "../lib/format";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/** requirements C2 'Mastery by Topic': the first 5 topics, each bar coloured by the 80/60/40/20 thresholds. */
export function TopicMasteryChart({ topics }: { topics: TopicMastery[] }) {
  const { t } = useAnalyticsText();
  const shown = topics.slice(0, TOP_TOPICS);
  return (
    <ChartFrame
      title={t("sections.topics")}
      description={
        topics.length > TOP_TOPICS
          ? t("topics.strongestOf", { shown: TOP_TOPICS, total: topics.length })
          : t("topics.strongestFirst")
      }
      table={{
        columns: [t("topics.topic"), t("topics.mastery"), t("topics.rating"), t("topics.cards")],
        rows: shown.map((topic) => [
          topic.topic,
          formatPercent(topic.masteryPercentage),
          masteryWord(masteryStep(topic.masteryPercentage)),
          formatNumber(topic.totalCards),
        ]),
      }}
    >
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">{t("topics.none")}</p>
      ) : (
        <>
          <ChartBox>
            <BarChart data={shown} layout="vertical" margin={{ top: 5, right: 10, left: 0, bottom: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" horizontal={false} />
              <XAxis
                type="number"
                domain={[0, 100]}
                tickFormatter={(v: number) => formatPercent(v)}
                {...axisProps}
              />
              <YAxis type="category" dataKey="topic" width={96} {...axisProps} />
              <Tooltip formatter={(v) => formatPercent(Number(v))} />
              <Bar dataKey="masteryPercentage" name={t("topics.series")} radius={[0, 4, 4, 0]}>
                {shown.map((topic) => (
                  <Cell key={topic.topic} fill={masteryStep(topic.masteryPercentage).colour} />
                ))}
              </Bar>
            </BarChart>
          </ChartBox>
          <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-500">
            {MASTERY_COLOUR_STEPS.map((s) => (
              <li key={s.min} className="flex items-center gap-1">
                <span className="h-2.5 w-2.5 rounded-sm" style={{ backgroundColor: s.colour }} />
                {masteryWord(s)} (
                {s.min === 0 ? t("mastery.under", { min: 20 }) : t("mastery.atLeast", { min: s.min })})
              </li>
            ))}
          </ul>
        </>
      )}
    </ChartFrame>
  );
}
