// Everything but the landing page runs inside this lazily loaded route: the interface texts (i18next and
// every language's resources), the query client and the toaster stay off the landing page's code.
import "../lib/i18n";
import { QueryClientProvider } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet } from "react-router";
import { registerServiceWorkerWhenIdle } from "../features/pwa";
import { createQueryClient } from "./query-client";
import { requestToaster } from "./toaster-slot";

/**
 * One client for the whole visit, created when this chunk first loads: it outlives the route, so a trip
 * to the landing page and back keeps the cache, and a mutation still running when the signed-in layout
 * unmounts (logout) finishes against it.
 */
const queryClient = createQueryClient();

/**
 * The providers of every page but the landing page. The service worker is registered here (once the page
 * is loaded and idle), not in the entry chunk, so the landing page loads no byte of it; any visit past `/`
 * (login, a deep link) installs it.
 */
export function AppShell() {
  useEffect(requestToaster, []);
  useEffect(registerServiceWorkerWhenIdle, []);
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
