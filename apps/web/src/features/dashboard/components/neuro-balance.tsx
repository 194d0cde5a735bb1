import { CHEMICAL_NAMES, type ChemicalName, INITIAL_CHEMICALS } from "@recall/shared";
import { Brain } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "../../../components/ui/card";
import { useOpenSessions, useRecentSessions } from "../api/dashboard-queries";
import { formatPercent } from "../lib/format";
import { InlineError } from "./inline-error";
import { Skeleton } from "./skeleton";

/** One colour per chemical; cortisol (stress) is the warm red. */
const BAR_COLOURS: Record<ChemicalName, string> = {
  dopamine: "bg-brand-500",
  serotonin: "bg-emerald-500",
  norepinephrine: "bg-amber-500",
  acetylcholine: "bg-sky-500",
  endorphins: "bg-pink-500",
  oxytocin: "bg-purple-500",
  cortisol: "bg-red-500",
};

/** A level from 0 to 1 as a whole percentage, clamped. */
export const toPercent = (level: number) => Math.round(Math.min(1, Math.max(0, level)) * 100);

function ChemicalBar({ name, level }: { name: ChemicalName; level: number }) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const value = toPercent(level);
  const text = formatPercent(value, i18n.language);
  return (
    <li>
      <div className="flex justify-between gap-2 text-sm">
        <span id={labelId} className="text-slate-700">
          {t(`dashboard.chemicals.${name}`)}
        </span>
        <span aria-hidden className="tabular-nums text-slate-500">
          {text}
        </span>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled alike across browsers; the ARIA meter carries the same value. */}
      <div
        role="meter"
        aria-labelledby={labelId}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={text}
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={`h-full rounded-full ${BAR_COLOURS[name]}`} style={{ width: `${value}%` }} />
      </div>
    </li>
  );
}

/**
 * requirements S2/S3: the seven chemical levels of the newest session (finished or still open), or the initial levels with a hint
 * when the user has no session yet.
 */
export function NeuroBalance() {
  const { t } = useTranslation();
  const headingId = useId();
  const sessions = useRecentSessions();
  const open = useOpenSessions();
  // The newest session, finished or still open (both lists are newest first).
  const latest = [sessions.data?.[0], open.data?.[0]]
    .filter((s) => s !== undefined)
    .sort((a, b) => Date.parse(b.startedAt) - Date.parse(a.startedAt))[0];
  const pending = sessions.isPending || open.isPending;
  const failed = sessions.isError || open.isError;
  const levels = latest?.chemicals ?? INITIAL_CHEMICALS;

  return (
    <Panel role="region" aria-labelledby={headingId} aria-busy={pending}>
      <h2 id={headingId} className="mb-1 flex items-center gap-2 text-lg font-semibold">
        <Brain aria-hidden className="h-5 w-5 text-brand-600" />
        {t("dashboard.neuroBalance")}
      </h2>
      {pending && !failed ? (
        <div className="mt-4 space-y-4">
          <p role="status" className="sr-only">
            {t("dashboard.loading")}
          </p>
          {CHEMICAL_NAMES.map((name) => (
            <Skeleton key={name} className="h-6" />
          ))}
        </div>
      ) : null}
      {failed ? (
        <InlineError
          message={t("dashboard.sessionsError")}
          onRetry={() => {
            if (sessions.isError) void sessions.refetch();
            if (open.isError) void open.refetch();
          }}
          retrying={sessions.isFetching || open.isFetching}
        />
      ) : null}
      {sessions.isSuccess && open.isSuccess ? (
        <>
          <p className="mb-4 text-sm text-slate-500">
            {latest ? t("dashboard.neuroBalanceLatest") : t("dashboard.neuroBalanceEmpty")}
          </p>
          <ul className="space-y-3">
            {CHEMICAL_NAMES.map((name) => (
              <ChemicalBar key={name} name={name} level={levels[name]} />
            ))}
          </ul>
        </>
      ) : null}
    </Panel>
  );
}
