import { DEFAULT_PREFS } from "@recall/shared";
import { useEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { Spinner } from "../../../components/ui/spinner";
import { paths } from "../../../config/paths";
import { useAuthStore } from "../../../stores/auth-store";
import { readSessionNavState } from "./session-nav-state";
import { SessionRunner } from "./session-runner";

/**
 * /session/{id}. The cards come only from the navigation state of the start page: without it the page
 * says "Session data not found" and returns to /dashboard. Once read, the state is cleared from the
 * history entry, so a reload (which would restart the cards the server has already counted) also
 * returns to the dashboard instead of replaying the session.
 */
export function SessionPage() {
  const { id } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [nav] = useState(() => readSessionNavState(location.state, id));
  const prefs = useAuthStore((s) => s.user?.prefs) ?? DEFAULT_PREFS;

  const redirected = useRef(false);

  useEffect(() => {
    if (!nav) {
      if (redirected.current) return;
      redirected.current = true;
      toast.error("Session data not found");
      navigate(paths.dashboard, { replace: true });
      return;
    }
    if (location.state) navigate(location.pathname, { replace: true, state: null });
  }, [nav, location.state, location.pathname, navigate]);

  if (!nav) return <Spinner label="Opening session..." />;
  return <SessionRunner key={nav.sessionId} nav={nav} prefs={prefs} />;
}
