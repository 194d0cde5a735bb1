import { MASTERY_BUCKETS, type MasteryDistribution } from "@recall/shared";
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from "recharts";
import { useAnalyticsText } from "../i18n";
import { axisProps, ChartBox } from "./chart-box";
import { ChartFrame } from "./chart-frame";

/** The bucket colours, from grey (new) to green (mastered). */
const BUCKET_COLOURS: Record<(typeof MASTERY_BUCKETS)[number], string> = {
  new: "#94a3b8",
  learning: "#f97316",
  familiar: "#f59e0b",
  known: "#84cc16",
  strong: "#22c55e",
  mastered: "#059669",
};

/** requirements C2 'Mastery Distribution': the cards of your courses in the six buckets. */
export function MasteryDistributionChart({ distribution }: { distribution: MasteryDistribution }) {
  const { t } = useAnalyticsText();
  const data = MASTERY_BUCKETS.map((bucket) => ({
    bucket,
    name: t(`buckets.${bucket}`),
    cards: distribution[bucket],
  }));
  return (
    <ChartFrame
      title={t("distribution.title")}
      description={t("distribution.description")}
      table={{
        columns: [t("distribution.bucket"), t("distribution.cards")],
        rows: data.map((d) => [d.name, d.cards]),
      }}
    >
      <ChartBox>
        <BarChart data={data} margin={{ top: 5, right: 5, left: -20, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" vertical={false} />
          <XAxis dataKey="name" {...axisProps} interval={0} />
          <YAxis allowDecimals={false} {...axisProps} />
          <Tooltip />
          <Bar dataKey="cards" name={t("distribution.cards")} radius={[4, 4, 0, 0]}>
            {data.map((d) => (
              <Cell key={d.bucket} fill={BUCKET_COLOURS[d.bucket]} />
            ))}
          </Bar>
        </BarChart>
      </ChartBox>
    </ChartFrame>
  );
}
