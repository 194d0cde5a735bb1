import type { LucideIcon } from "lucide-react";
import { Flame, Layers, ListChecks, Target } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { TermGroup } from "../../../components/ui/term-group";
import { type UserStats, useUserStats } from "../api/dashboard-queries";
import { formatCount, formatPercent } from "../lib/format";
import { InlineError } from "./inline-error";
import { Skeleton } from "./skeleton";

interface TileSpec {
  key: string;
  icon: LucideIcon;
  tone: string;
  label: string;
  value: (stats: UserStats) => string;
}

function StatTile({ spec, stats }: { spec: TileSpec; stats: UserStats | undefined }) {
  const labelId = useId();
  const Icon = spec.icon;
  return (
    <TermGroup
      labelledBy={labelId}
      data-stat={spec.key}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <dt className="flex items-center gap-2 text-sm text-slate-500">
        <span className={`shrink-0 rounded-lg p-1.5 ${spec.tone}`}>
          <Icon aria-hidden className="h-4 w-4" />
        </span>
        <span id={labelId} className="min-w-0 break-words">
          {spec.label}
        </span>
      </dt>
      <dd className="mt-2">
        {stats ? (
          <span className="text-2xl font-bold tabular-nums text-slate-900">{spec.value(stats)}</span>
        ) : (
          <Skeleton className="h-8 w-20" />
        )}
      </dd>
    </TermGroup>
  );
}

/** requirements S2: the four stat tiles (current streak in days, accuracy %, total sessions, cards studied). */
export function StatTiles() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const stats = useUserStats();
  const lang = i18n.language;
  const tiles: TileSpec[] = [
    {
      key: "streak",
      icon: Flame,
      tone: "bg-amber-100 text-amber-700",
      label: t("dashboard.currentStreak"),
      value: (s) => t("dashboard.days", { count: s.currentStreak }),
    },
    {
      key: "accuracy",
      icon: Target,
      tone: "bg-emerald-100 text-emerald-700",
      label: t("dashboard.accuracy"),
      value: (s) => formatPercent(s.accuracy, lang),
    },
    {
      key: "sessions",
      icon: ListChecks,
      tone: "bg-brand-100 text-brand-700",
      label: t("dashboard.totalSessions"),
      value: (s) => formatCount(s.totalSessions, lang),
    },
    {
      key: "cards",
      icon: Layers,
      tone: "bg-sky-100 text-sky-700",
      label: t("dashboard.cardsStudied"),
      value: (s) => formatCount(s.cardsStudied, lang),
    },
  ];

  return (
    <section aria-labelledby={headingId} aria-busy={stats.isPending}>
      <h2 id={headingId} className="sr-only">
        {t("dashboard.progressHeading")}
      </h2>
      {stats.isPending ? (
        <p role="status" className="sr-only">
          {t("dashboard.loading")}
        </p>
      ) : null}
      {stats.isError ? (
        <InlineError
          message={t("dashboard.statsError")}
          onRetry={() => void stats.refetch()}
          retrying={stats.isFetching}
        />
      ) : (
        <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
          {tiles.map((spec) => (
            <StatTile key={spec.key} spec={spec} stats={stats.data} />
          ))}
        </div>
      )}
    </section>
  );
}
