import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { paths } from "../../../config/paths";
import { trackEvent } from "../../../lib/analytics";
import i18n from "../../../lib/i18n";
import { useAuthStore } from "../../../stores/auth-store";
import { useLogout } from "../api/auth-api";
import "../i18n";

/**
 * Logs out (requirements S4) from the signed-in layout: go to / first, and only once the layout has really
 * unmounted revoke the token, clear auth, toast and track. Clearing auth earlier lets the still-mounted
 * route guard redirect to /login, because router updates are committed as transitions, after the
 * navigation promise has already resolved. Call this hook in the layout that wraps every signed-in page.
 */
export function useLogoutAction() {
  const logout = useLogout();
  const navigate = useNavigate();
  const requested = useRef<{ userId?: string } | null>(null);
  const finish = useRef<() => void>(() => undefined);

  finish.current = () => {
    const userId = requested.current?.userId;
    requested.current = null;
    // mutateAsync: the layout has unmounted, and the toast must still show.
    void logout.mutateAsync().then(() => {
      toast.success(i18n.t("auth:loggedOut"));
      trackEvent("user-logout", { userId });
    });
  };

  useEffect(
    () => () => {
      if (requested.current) finish.current();
    },
    [],
  );

  return {
    pending: logout.isPending,
    logOut: () => {
      if (requested.current) return;
      requested.current = { userId: useAuthStore.getState().user?.id };
      void navigate(paths.home);
    },
  };
}
