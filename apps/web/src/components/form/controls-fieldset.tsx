import { type ReactNode, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while the page is the prerendered HTML or is being hydrated, true once React has taken it over (and
 * from the start of a page rendered in the browser). The server snapshot is what a prerendered page and its
 * hydrating render see, so both agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Wraps a form's controls on a prerendered page (login, signup). Until the app has taken the page over, the
 * controls are disabled: a bare HTML form submitted before hydration would send its fields as a GET query (a
 * password in the address bar, history and server logs), and text typed before hydration would be reset by
 * the form model when it attaches. On a fast connection this lasts a fraction of a second.
 */
export function ControlsFieldset({ className, children }: { className?: string; children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} aria-busy={!hydrated || undefined} className={className}>
      {children}
    </fieldset>
  );
}
