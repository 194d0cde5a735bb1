import { Navigate, Outlet, useLocation } from "react-router";
import { paths } from "../../config/paths";
import { useAuthStore } from "../../stores/auth-store";

/** Sends signed-out visitors to /login, remembering where they wanted to go. */
export function ProtectedRoute() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated && !!s.token);
  const location = useLocation();
  if (!isAuthenticated)
    return <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
