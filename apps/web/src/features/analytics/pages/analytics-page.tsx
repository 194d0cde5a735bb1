import { AlertCircle } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Spinner } from "../../../components/ui/spinner";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import {
  useForecast,
  useHeatmap,
  useLevelMastery,
  useOverall,
  usePatterns,
  usePerformance,
  useRetention,
  useStreak,
  useTopicMastery,
} from "../api/analytics-queries";
import { DueForecastChart } from "../components/due-forecast-chart";
import { EmptyState } from "../components/empty-state";
import { LevelMasteryTable } from "../components/level-mastery-table";
import { MasteryDistributionChart } from "../components/mastery-distribution-chart";
import { PerformanceChart } from "../components/performance-chart";
import { QuerySection } from "../components/query-section";
import { RetentionChart } from "../components/retention-chart";
import { ReviewHeatmap } from "../components/review-heatmap";
import { StreakSummary } from "../components/streak-summary";
import { StudyPatternChart } from "../components/study-pattern-chart";
import { SummaryTiles } from "../components/summary-tiles";
import { TopicMasteryChart } from "../components/topic-mastery-chart";
import { useAnalyticsText } from "../i18n";

/** /analytics (requirements C2 Analytics) and the memory views beyond it. */
export function AnalyticsPage() {
  const { t } = useAnalyticsText();
  useDocumentTitle(t("page.title"));
  const overall = useOverall();
  // Every section's call starts with the overall one, so none waits for another.
  const performance = usePerformance();
  const topics = useTopicMastery();
  const levels = useLevelMastery();
  const patterns = usePatterns();
  const streak = useStreak();
  const heatmap = useHeatmap();
  const forecast = useForecast();
  const retention = useRetention();

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t("page.title")}</h1>
      {overall.isPending ? (
        <Spinner label={t("page.loading")} />
      ) : overall.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-4 text-red-800"
        >
          <AlertCircle aria-hidden className="h-5 w-5 shrink-0" />
          <span className="min-w-0 flex-1">{t("page.error")}</span>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void overall.refetch()}
            disabled={overall.isFetching}
          >
            {t("page.retry")}
          </Button>
        </div>
      ) : overall.data.totals.cards === 0 ? (
        <EmptyState />
      ) : (
        <>
          <SummaryTiles overall={overall.data} />
          <QuerySection title={t("sections.streak")} query={streak}>
            {(data) => <StreakSummary streak={data} />}
          </QuerySection>
          <QuerySection title={t("sections.performance")} query={performance}>
            {(points) => (points.length > 0 ? <PerformanceChart points={points} /> : null)}
          </QuerySection>
          <div className="grid gap-6 lg:grid-cols-2">
            <MasteryDistributionChart distribution={overall.data.masteryDistribution} />
            <QuerySection title={t("sections.topics")} query={topics}>
              {(data) => <TopicMasteryChart topics={data} />}
            </QuerySection>
            <QuerySection title={t("sections.patterns")} query={patterns}>
              {(data) => <StudyPatternChart patterns={data} />}
            </QuerySection>
            <QuerySection title={t("sections.levels")} query={levels}>
              {(data) => <LevelMasteryTable levels={data} />}
            </QuerySection>
          </div>
          <QuerySection title={t("sections.heatmap")} query={heatmap}>
            {(data) => <ReviewHeatmap heatmap={data} />}
          </QuerySection>
          <div className="grid gap-6 lg:grid-cols-2">
            <QuerySection title={t("sections.forecast")} query={forecast}>
              {(data) => <DueForecastChart forecast={data} />}
            </QuerySection>
            <QuerySection title={t("sections.retention")} query={retention}>
              {(data) => <RetentionChart retention={data} />}
            </QuerySection>
          </div>
        </>
      )}
    </div>
  );
}

export default AnalyticsPage;
