import type { SessionSummary } from "@recall/shared";
import { Clock } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDuration, formatPercent, formatSessionDate } from "../lib/format";

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-semibold tabular-nums text-slate-800">{children}</dd>
    </div>
  );
}

/** One finished session: its start date, cards completed of planned, accuracy and duration. */
export function SessionRow({ session }: { session: SessionSummary }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <time dateTime={session.startedAt} className="flex items-center gap-2 text-sm text-slate-600 sm:w-48">
        <Clock aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
        {formatSessionDate(session.startedAt, lang)}
      </time>
      <dl className="grid flex-1 grid-cols-3 gap-3">
        <Figure label={t("dashboard.cards")}>
          {session.completedCards} / {session.plannedCards}
        </Figure>
        <Figure label={t("dashboard.accuracy")}>{formatPercent(session.accuracy, lang)}</Figure>
        <Figure label={t("dashboard.duration")}>
          {session.durationSec === null ? "—" : formatDuration(session.durationSec)}
        </Figure>
      </dl>
    </li>
  );
}
