import { useState } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuthStore } from "../../../stores/auth-store";
import { redirectTarget } from "../lib/redirect-target";

/**
 * Sends visitors who are already signed in away from /login and /signup.
 * Checked when the page is entered only: signing in on the page navigates by itself once the call has
 * finished, so its toast and analytics run before the page goes away.
 */
export function GuestOnly() {
  const location = useLocation();
  const [signedInOnEntry] = useState(() => {
    const { isAuthenticated, token } = useAuthStore.getState();
    return isAuthenticated && !!token;
  });
  if (signedInOnEntry) return <Navigate to={redirectTarget(location)} replace />;
  return <Outlet />;
}
