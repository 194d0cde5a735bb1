import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { MAIN_ID, SkipLink } from "../../components/ui/skip-link";
import { useLogoutAction, useMe } from "../../features/auth";
import { AppHeader } from "./app-header";

/**
 * Signed-in pages: the header above the page (`children`, else the matched route). Refreshes the current
 * user on entry and owns logout.
 */
export function AppLayout({ children }: { children?: ReactNode }) {
  useMe();
  const { logOut, pending } = useLogoutAction();
  return (
    <div className="min-h-screen bg-slate-50">
      <SkipLink />
      <AppHeader onLogout={logOut} loggingOut={pending} />
      <main id={MAIN_ID} tabIndex={-1} className="mx-auto max-w-6xl px-4 py-6 focus:outline-none sm:py-8">
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
