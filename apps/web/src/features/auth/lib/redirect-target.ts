import type { Location } from "react-router";
import { paths } from "../../../config/paths";

/**
 * Where to go after signing in: the page the ProtectedRoute bounced the visitor from, else the dashboard.
 * Only same-app paths are accepted so a crafted state cannot send the user elsewhere.
 */
export function redirectTarget(location: Pick<Location, "state">): string {
  const from = (location.state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : paths.dashboard;
}
