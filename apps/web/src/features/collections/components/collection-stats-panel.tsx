import type { CollectionStats } from "@recall/shared";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { useCollectionsText } from "../i18n";

interface CollectionStatsPanelProps {
  stats: CollectionStats | undefined;
  loading: boolean;
  error: boolean;
}

const sorted = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]);

function CountList({ title, counts }: { title: string; counts: Record<string, number> }) {
  const { t } = useCollectionsText();
  const rows = sorted(counts);
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold text-slate-700">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-500">{t("stats.noneYet")}</p>
      ) : (
        <ul aria-label={title} className="space-y-1 text-sm">
          {rows.map(([label, count]) => (
            <li key={label} className="flex justify-between gap-3 rounded-lg bg-slate-50 px-3 py-1.5">
              <span className="min-w-0 truncate text-slate-700">{label}</span>
              <span className="font-medium text-slate-900 tabular-nums">{count}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Tile({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-brand-50 px-4 py-3">
      <dt className="text-xs font-medium text-brand-700 uppercase">{label}</dt>
      <dd className="text-2xl font-bold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}

/** Collection statistics (requirements C3): cards by topic and by level, Deep Dive and Concept Explainer counts. */
export function CollectionStatsPanel({ stats, loading, error }: CollectionStatsPanelProps) {
  const { t } = useCollectionsText();
  return (
    <Panel role="region" aria-label={t("stats.region")} className="space-y-4">
      <h2 className="text-lg font-semibold">{t("stats.heading")}</h2>
      {loading ? <Spinner label={t("stats.loading")} /> : null}
      {error ? (
        <p role="alert" className="text-red-700">
          {t("stats.error")}
        </p>
      ) : null}
      {stats ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Tile label={t("stats.totalCards")} value={stats.totalCards} />
            <Tile label={t("stats.deepDives")} value={stats.hasDeepDive} />
            <Tile label={t("stats.conceptExplainers")} value={stats.hasConceptExplainer} />
          </dl>
          <div className="grid gap-4 sm:grid-cols-2">
            <CountList title={t("stats.byTopic")} counts={stats.cardsByTopic} />
            <CountList title={t("stats.byLevel")} counts={stats.cardsByLevel} />
          </div>
        </>
      ) : null}
    </Panel>
  );
}
