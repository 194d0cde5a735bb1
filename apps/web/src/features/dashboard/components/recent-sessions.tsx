import { History, Play } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { RECENT_SESSIONS_LIMIT, useRecentSessions } from "../api/dashboard-queries";
import { InlineError } from "./inline-error";
import { SessionRow } from "./session-row";
import { Skeleton } from "./skeleton";

function LoadingRows() {
  return (
    <ul aria-hidden className="divide-y divide-slate-100">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4">
          <Skeleton className="h-4 w-40" />
          <div className="grid flex-1 grid-cols-3 gap-3">
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
            <Skeleton className="h-8" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** part1 §2: the newest sessions, at most 5, or an invitation to start the first one. */
export function RecentSessions() {
  const { t } = useTranslation();
  const headingId = useId();
  const sessions = useRecentSessions();
  const list = (sessions.data ?? []).slice(0, RECENT_SESSIONS_LIMIT);

  return (
    <Panel role="region" aria-labelledby={headingId} aria-busy={sessions.isPending}>
      <h2 id={headingId} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="h-5 w-5 text-brand-600" />
        {t("dashboard.recentSessions")}
      </h2>
      {sessions.isPending ? (
        <>
          <p role="status" className="sr-only">
            {t("dashboard.loading")}
          </p>
          <LoadingRows />
        </>
      ) : null}
      {sessions.isError ? (
        <InlineError
          message={t("dashboard.sessionsError")}
          onRetry={() => void sessions.refetch()}
          retrying={sessions.isFetching}
        />
      ) : null}
      {sessions.isSuccess && list.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 p-6 text-center">
          <p className="text-slate-600">{t("dashboard.noSessions")}</p>
          <Link
            to={paths.sessionStart}
            className="inline-flex items-center gap-2 rounded-lg bg-brand-600 px-4 py-2 text-sm font-medium text-white hover:bg-brand-700"
          >
            <Play aria-hidden className="h-4 w-4" />
            {t("dashboard.startFirstSession")}
          </Link>
        </div>
      ) : null}
      {list.length > 0 ? (
        <ul className="divide-y divide-slate-100">
          {list.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
