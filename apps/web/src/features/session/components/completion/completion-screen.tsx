import { Award } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "react-router";
import { Panel } from "../../../../components/ui/card";
import { TermGroup } from "../../../../components/ui/term-group";
import { paths } from "../../../../config/paths";
import { useSessionText } from "../../i18n";
import { type CompletionStats, formatDuration } from "./completion-stats";

/** requirements S2: accuracy, best streak, time, cards done/planned, correct and incorrect, average per card. */
export function CompletionScreen({ stats }: { stats: CompletionStats }) {
  const { t, i18n } = useSessionText();
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  return (
    <Panel className="mx-auto max-w-2xl space-y-6 text-center">
      <div className="space-y-2">
        <Award aria-hidden className="mx-auto h-12 w-12 text-amber-500" />
        <h1 className="text-2xl font-bold text-slate-900">{t("completion.title")}</h1>
        <p className="text-slate-600">{t("completion.subtitle")}</p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of figures, not a form's <fieldset>. */}
      <div
        role="group"
        aria-label={t("completion.results")}
        className="grid grid-cols-2 gap-3 text-left sm:grid-cols-4"
      >
        <Stat
          label={t("completion.accuracy")}
          value={new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 1 }).format(
            stats.accuracy / 100,
          )}
        />
        <Stat label={t("completion.bestStreak")} value={number(stats.bestStreak)} />
        <Stat label={t("completion.time")} value={formatDuration(stats.durationSec)} />
        <Stat
          label={t("completion.cards")}
          value={`${number(stats.cardsDone)}/${number(stats.cardsPlanned)}`}
        />
        <Stat label={t("completion.correct")} value={number(stats.correct)} tone="text-emerald-700" />
        <Stat label={t("completion.incorrect")} value={number(stats.incorrect)} tone="text-red-700" />
        <Stat
          label={t("completion.avgPerCard")}
          value={t("completion.seconds", { value: number(stats.averageSec, 1) })}
          wide
        />
      </div>
      <Link
        to={paths.dashboard}
        className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-6 py-3 font-medium text-white hover:bg-brand-700"
      >
        {t("completion.backToDashboard")}
      </Link>
    </Panel>
  );
}

function Stat({
  label,
  value,
  tone,
  wide,
}: {
  label: string;
  value: ReactNode;
  tone?: string;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <TermGroup
      labelledBy={id}
      className={wide ? "col-span-2 rounded-xl bg-slate-50 p-3" : "rounded-xl bg-slate-50 p-3"}
    >
      <dt id={id} className="text-xs font-medium text-slate-500 uppercase">
        {label}
      </dt>
      <dd className={`text-xl font-bold ${tone ?? "text-slate-900"}`}>{value}</dd>
    </TermGroup>
  );
}
