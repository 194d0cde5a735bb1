import { History, Play } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Panel } from "../../../components/ui/card";
import { paths } from "../../../config/paths";
import { RECENT_SESSIONS_LIMIT, useOpenSessions, useRecentSessions } from "../api/dashboard-queries";
import { InlineError } from "./inline-error";
import { OpenSessionRow } from "./open-session-row";
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

/**
 * requirements S2: the five newest finished sessions, with the sessions still open listed apart above them
 * (Resume, Abandon) so they never push finished ones out; or an invitation to start the first one.
 */
export function RecentSessions() {
  const { t } = useTranslation();
  const headingId = useId();
  const openHeadingId = useId();
  const sessions = useRecentSessions();
  const open = useOpenSessions();
  const list = (sessions.data ?? []).slice(0, RECENT_SESSIONS_LIMIT);
  const openList = open.data ?? [];
  const pending = sessions.isPending || open.isPending;
  const failed = sessions.isError || open.isError;
  const retry = () => {
    if (sessions.isError) void sessions.refetch();
    if (open.isError) void open.refetch();
  };

  return (
    <Panel role="region" aria-labelledby={headingId} aria-busy={pending}>
      <h2 id={headingId} className="mb-2 flex items-center gap-2 text-lg font-semibold">
        <History aria-hidden className="h-5 w-5 text-brand-600" />
        {t("dashboard.recentSessions")}
      </h2>
      {pending && !failed ? (
        <>
          <p role="status" className="sr-only">
            {t("dashboard.loading")}
          </p>
          <LoadingRows />
        </>
      ) : null}
      {failed ? (
        <InlineError
          message={t("dashboard.sessionsError")}
          onRetry={retry}
          retrying={sessions.isFetching || open.isFetching}
        />
      ) : null}
      {openList.length > 0 ? (
        <section aria-labelledby={openHeadingId} className="mb-2 rounded-xl bg-amber-50/60 px-3">
          <h3 id={openHeadingId} className="pt-3 text-sm font-semibold text-amber-900">
            {t("dashboard.openSessions")}
          </h3>
          <ul className="divide-y divide-amber-100">
            {openList.map((s) => (
              <OpenSessionRow key={s.id} session={s} />
            ))}
          </ul>
        </section>
      ) : null}
      {sessions.isSuccess && open.isSuccess && list.length === 0 && openList.length === 0 ? (
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
        <ul aria-label={t("dashboard.finishedSessions")} className="divide-y divide-slate-100">
          {list.map((s) => (
            <SessionRow key={s.id} session={s} />
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
