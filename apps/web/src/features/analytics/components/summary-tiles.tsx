import type { OverallAnalytics } from "@recall/shared";
import { Clock, Layers, ListChecks, type LucideIcon, Target } from "lucide-react";
import { useId } from "react";
import { TermGroup } from "../../../components/ui/term-group";
import { useAnalyticsText } from "../i18n";
import { formatNumber, formatPercent, formatTimeSpent } from "../lib/format";

interface Tile {
  key: string;
  label: string;
  value: string;
  icon: LucideIcon;
  tone: string;
}

function SummaryTile({ tile }: { tile: Tile }) {
  const labelId = useId();
  const Icon = tile.icon;
  return (
    <TermGroup
      labelledBy={labelId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <dt className="flex items-center gap-2 text-sm text-slate-500">
        <span className={`shrink-0 rounded-lg p-1.5 ${tile.tone}`}>
          <Icon aria-hidden className="h-4 w-4" />
        </span>
        <span id={labelId} className="min-w-0 break-words">
          {tile.label}
        </span>
      </dt>
      <dd className="mt-2 text-2xl font-bold tabular-nums text-slate-900">{tile.value}</dd>
    </TermGroup>
  );
}

/** requirements C2: Avg Accuracy %, Total Cards, Time Spent ('Xh Ym' or 'Ym'), Avg Per Session. */
export function SummaryTiles({ overall }: { overall: OverallAnalytics }) {
  const { t } = useAnalyticsText();
  const tiles: Tile[] = [
    {
      key: "accuracy",
      label: t("summary.accuracy"),
      value: formatPercent(overall.averages.accuracy),
      icon: Target,
      tone: "bg-emerald-100 text-emerald-700",
    },
    {
      key: "cards",
      label: t("summary.totalCards"),
      value: formatNumber(overall.totals.cards),
      icon: Layers,
      tone: "bg-sky-100 text-sky-700",
    },
    {
      key: "time",
      label: t("summary.timeSpent"),
      value: formatTimeSpent(overall.totals.timeSpent),
      icon: Clock,
      tone: "bg-amber-100 text-amber-700",
    },
    {
      key: "per-session",
      label: t("summary.perSession"),
      value: formatNumber(overall.averages.cardsPerSession),
      icon: ListChecks,
      tone: "bg-brand-100 text-brand-700",
    },
  ];
  return (
    <section aria-label={t("summary.label")}>
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {tiles.map((tile) => (
          <SummaryTile key={tile.key} tile={tile} />
        ))}
      </div>
    </section>
  );
}
