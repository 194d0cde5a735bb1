import { lazy, Suspense, useSyncExternalStore } from "react";

/**
 * The toaster (sonner) is not part of the landing page's code: it loads the first time a page that may
 * toast is shown (every page but the landing page asks for it) and then stays mounted under the root
 * route, so a toast fired on the way out of the app (logout lands on /) still shows. sonner replays the
 * toasts that were fired before its Toaster subscribed, so none is lost while its chunk loads.
 */
const AppToaster = lazy(() => import("./toaster").then((m) => ({ default: m.AppToaster })));

let wanted = false;
const listeners = new Set<() => void>();

/** Mounts the toaster from now on (idempotent). */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isWanted = () => wanted;

/** Renders the toaster once some page has asked for it. */
export function DeferredToaster() {
  const show = useSyncExternalStore(subscribe, isWanted, isWanted);
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
