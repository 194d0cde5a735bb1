import { DEFAULT_PREFS } from "@recall/shared";
import { useEffect, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { useAuthStore } from "../../../stores/auth-store";
import { sessionApi } from "../api/session-api";
import { useSessionText } from "../i18n";
import { ResumedSession } from "./resumed-session";
import { readSessionNavState } from "./session-nav-state";
import { SessionRunner } from "./session-runner";

/**
 * /session/{id}. A session just started arrives with its cards as navigation state (requirements S2). The state
 * is then cleared from the history entry, so a reload, or Back then Forward, opens the page without it:
 * the session is then loaded from the server and continues at the next unanswered card. A session the
 * server does not know still says "Session data not found" and returns to /dashboard (requirements S8).
 */
export function SessionPage() {
  const { t } = useSessionText();
  useDocumentTitle(t("runner.heading"));
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [nav] = useState(() => readSessionNavState(location.state, id));
  const prefs = useAuthStore((s) => s.user?.prefs) ?? DEFAULT_PREFS;

  useEffect(() => {
    if (nav && location.state) navigate(location.pathname, { replace: true, state: null });
  }, [nav, location.state, location.pathname, navigate]);

  // With a service worker, a copy of the session for an offline reload (docs/decisions/offline.md): the
  // worker keeps the last `/resume` answer, and a session just started has not fetched one.
  useEffect(() => {
    if (nav && typeof navigator !== "undefined" && navigator.serviceWorker?.controller) {
      sessionApi.resume(nav.sessionId).catch(() => undefined);
    }
  }, [nav]);

  if (nav) return <SessionRunner key={nav.sessionId} source={nav} prefs={prefs} />;
  return <ResumedSession key={id} id={id ?? ""} prefs={prefs} />;
}
