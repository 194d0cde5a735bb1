import type { UserPrefs } from "@recall/shared";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "../../../components/ui/button";
import { Panel } from "../../../components/ui/card";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { ApiError } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { sessionApi, sessionKeys } from "../api/session-api";
import { resumeFromServer } from "../hooks/session-resume";
import { useSessionText } from "../i18n";
import { sendQueuedAnswers } from "../lib/send-queued-answers";
import { SessionRunner } from "./session-runner";

/** requirements S8: the message for a session page that has nothing to show. */
/** The English of `session:resumed.notFound` (requirements S8). */
export const SESSION_NOT_FOUND = "Session data not found";

/** A refusal that trying again will not change: unknown (404), malformed (400) or ended (409). */
const isFinal = (err: unknown) => err instanceof ApiError && err.status >= 400 && err.status < 500;

/**
 * A session page opened without navigation state (reload, Back then Forward, Resume on the dashboard):
 * the open session is loaded from the server and continues where the learner was. A session the server
 * does not know says "Session data not found"; an ended one says so in the server's words; both return
 * to /dashboard.
 */
export function ResumedSession({ id, prefs }: { id: string; prefs: UserPrefs }) {
  const { t } = useSessionText();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: sessionKeys.resume(id),
    // Answers an earlier page could not send go first, so the server's record includes them; those that
    // still cannot be sent are counted here and held (offline study).
    queryFn: async ({ signal }) => {
      const queued = await sendQueuedAnswers(id);
      return { resume: await sessionApi.resume(id, signal), queued };
    },
    // Always the server's latest record: the session moves on with every answer.
    gcTime: 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, err) => !isFinal(err) && count < 1,
  });
  // The runner reads its start once; a later refetch must not restart it.
  const source = useMemo(
    () =>
      query.data
        ? { sessionId: id, cards: [], resume: resumeFromServer(query.data.resume.data, query.data.queued) }
        : null,
    [id, query.data],
  );

  const left = useRef(false);
  const error = query.error;
  const loaded = source !== null;
  useEffect(() => {
    // Only a session that never loaded is left; a running one keeps its page whatever a refetch says.
    if (loaded || !isFinal(error) || left.current) return;
    left.current = true;
    const ended = error instanceof ApiError && error.status === 409 && error.fromServer;
    toast.error(ended ? translateMessage(error.message) : t("resumed.notFound"));
    navigate(paths.dashboard, { replace: true });
  }, [loaded, error, navigate, t]);

  if (source) return <SessionRunner source={source} prefs={prefs} />;
  if (query.isError && !isFinal(error)) {
    return (
      <Panel role="alert" className="mx-auto max-w-md space-y-3 text-center">
        <p className="text-red-700">{t("resumed.loadError")}</p>
        <div className="flex justify-center gap-2">
          <Button onClick={() => void query.refetch()} disabled={query.isFetching}>
            {t("resumed.retry")}
          </Button>
          <Link
            to={paths.dashboard}
            className="inline-flex items-center rounded-lg px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
          >
            {t("resumed.backToDashboard")}
          </Link>
        </div>
      </Panel>
    );
  }
  return <Spinner label={t("resumed.opening")} />;
}
