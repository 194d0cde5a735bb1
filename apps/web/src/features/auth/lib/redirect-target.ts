import type { Location } from "react-router";
import { paths } from "../../../config/paths";

const isAppPath = (value: unknown): value is string =>
  typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");

/**
 * Where to go after signing in: the page the ProtectedRoute bounced the visitor from (navigation state),
 * else the page a 401 sent them away from (`?from=`, set by the API client), else the dashboard.
 * Only same-app paths are accepted so a crafted state or link cannot send the user elsewhere.
 */
export function redirectTarget(location: Pick<Location, "state"> & { search?: string }): string {
  const fromState = (location.state as { from?: unknown } | null)?.from;
  if (isAppPath(fromState)) return fromState;
  const fromQuery = new URLSearchParams(location.search ?? "").get("from");
  return isAppPath(fromQuery) ? fromQuery : paths.dashboard;
}
