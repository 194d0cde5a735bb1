import { useQueryClient } from "@tanstack/react-query";
import { type RefObject, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "../../../config/paths";
import { trackEvent } from "../../../lib/analytics";
import i18n from "../../../lib/i18n";
import { playComplete } from "../../../lib/sounds";
import { buildSessionAnalytics, postSessionAnalytics } from "../api/session-analytics";
import { sessionApi, sessionKeys } from "../api/session-api";
import "../i18n";
import { answerQueue } from "../lib/answer-queue";
import type { SessionState } from "./session-state";

/** requirements S4: a session completion failure returns to /dashboard after 2 s. */
export const COMPLETE_FAILURE_REDIRECT_MS = 2000;

export type CompletionStatus = "idle" | "pending" | "done" | "failed";

/**
 * After the last card (and once every answer has settled, so none reaches a completed session):
 * POST /sessions/:id/complete, then the toast, the "session-complete" event and the analytics payload.
 * `analyticsSent` is shared with the leave beacon so the payload goes out by one path only.
 */
export function useSessionCompletion(state: SessionState, analyticsSent: RefObject<boolean>) {
  const [status, setStatus] = useState<CompletionStatus>("idle");
  const [finishedAt, setFinishedAt] = useState<number | null>(null);
  const started = useRef(false);
  const redirect = useRef<number | undefined>(undefined);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const ready = state.status === "finished" && state.outbox.length === 0;

  useEffect(() => {
    if (!ready || started.current) return;
    started.current = true;
    const now = Date.now();
    setFinishedAt(now);
    setStatus("pending");
    const { sessionId, startedAt, answers, manualRequests, counters, cards } = state;
    sessionApi
      .complete(sessionId)
      .then(() => {
        // The server has every answer: this device's log of the session is done with.
        void answerQueue.clearSession(sessionId).catch(() => undefined);
        toast.success(i18n.t("session:completion.completed"));
        trackEvent("session-complete", {
          sessionId,
          cardsCompleted: answers.length,
          plannedCards: cards.length,
          correct: counters.correct,
          incorrect: counters.incorrect,
          bestStreak: counters.bestStreak,
        });
        playComplete();
        analyticsSent.current = true;
        void postSessionAnalytics(
          buildSessionAnalytics({ sessionId, startedAt, now, answers, manualRequests }),
        );
        void queryClient.invalidateQueries({ queryKey: sessionKeys.all });
        setStatus("done");
      })
      .catch((err: unknown) => {
        console.error("Failed to complete session", err);
        toast.error(i18n.t("session:completion.failed"));
        setStatus("failed");
        redirect.current = window.setTimeout(
          () => navigate(paths.dashboard, { replace: true }),
          COMPLETE_FAILURE_REDIRECT_MS,
        );
      });
  }, [ready, state, analyticsSent, navigate, queryClient]);

  useEffect(() => () => window.clearTimeout(redirect.current), []);

  return { status, finishedAt };
}
