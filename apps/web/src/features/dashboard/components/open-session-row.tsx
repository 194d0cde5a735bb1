import type { SessionSummary } from "@recall/shared";
import { Clock, Play, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { paths } from "../../../config/paths";
import { errorMessage } from "../../../lib/api-client";
import { useAbandonSession } from "../api/dashboard-queries";
import { formatPercent, formatSessionDate } from "../lib/format";

/**
 * An open session: when it started, how far it got, Resume (the session page loads it from the server
 * and goes on at the next unanswered card) and Abandon.
 */
export function OpenSessionRow({ session }: { session: SessionSummary }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const abandon = useAbandonSession();
  const started = formatSessionDate(session.startedAt, lang);
  const onAbandon = () =>
    abandon.mutate(session.id, {
      onSuccess: () => toast.success(t("dashboard.sessionAbandoned")),
      onError: (err) => toast.error(errorMessage(err, t("dashboard.abandonFailed"))),
    });
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex flex-col gap-1 sm:w-48">
        <time dateTime={session.startedAt} className="flex items-center gap-2 text-sm text-slate-600">
          <Clock aria-hidden className="h-4 w-4 shrink-0 text-slate-500" />
          {started}
        </time>
        <Badge tone="amber" className="self-start">
          {t("dashboard.inProgress")}
        </Badge>
      </div>
      <dl className="grid flex-1 grid-cols-2 gap-3">
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t("dashboard.cards")}</dt>
          <dd className="font-semibold tabular-nums text-slate-800">
            {session.completedCards} / {session.totalCards}
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-slate-500">{t("dashboard.accuracy")}</dt>
          <dd className="font-semibold tabular-nums text-slate-800">
            {formatPercent(session.accuracy, lang)}
          </dd>
        </div>
      </dl>
      <div className="flex gap-2">
        <Link
          to={paths.session(session.id)}
          aria-label={t("dashboard.resumeSessionFrom", { date: started })}
          className="inline-flex items-center gap-1.5 rounded-lg bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
        >
          <Play aria-hidden className="h-4 w-4" />
          {t("dashboard.resume")}
        </Link>
        <Button
          size="sm"
          variant="secondary"
          disabled={abandon.isPending}
          aria-label={t("dashboard.abandonSessionFrom", { date: started })}
          onClick={onAbandon}
        >
          <X aria-hidden className="h-4 w-4" />
          {t("dashboard.abandon")}
        </Button>
      </div>
    </li>
  );
}
