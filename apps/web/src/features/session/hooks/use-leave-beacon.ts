import { type RefObject, useEffect, useRef } from "react";
import { useAuthStore } from "../../../stores/auth-store";
import { beaconSessionAnalytics, buildSessionAnalytics } from "../api/session-analytics";
import type { SessionState } from "./session-state";

/**
 * Leaving a session early (closing the tab, reloading, or following a link to another page) sends the
 * analytics payload with navigator.sendBeacon. It goes out once: not again on a second leave event, and
 * not at all once the completion path has sent it (`sent`).
 */
export function useLeaveBeacon(state: RefObject<SessionState>, sent: RefObject<boolean>) {
  const pendingUnmount = useRef<number | undefined>(undefined);

  useEffect(() => {
    const send = () => {
      if (sent.current) return;
      sent.current = true;
      const s = state.current;
      const payload = buildSessionAnalytics({
        sessionId: s.sessionId,
        startedAt: s.startedAt,
        now: Date.now(),
        answers: s.answers,
        manualRequests: s.manualRequests,
      });
      beaconSessionAnalytics(payload, useAuthStore.getState().token);
    };
    // React's development double mount runs this cleanup and the effect again at once: deferring the
    // unmount send lets the re-run cancel it, so only a real route leave sends.
    window.clearTimeout(pendingUnmount.current);
    window.addEventListener("pagehide", send);
    return () => {
      window.removeEventListener("pagehide", send);
      pendingUnmount.current = window.setTimeout(send, 0);
    };
  }, [state, sent]);
}
