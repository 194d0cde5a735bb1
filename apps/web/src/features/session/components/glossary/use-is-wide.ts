import { useSyncExternalStore } from "react";

/** requirements S2/S9: the glossary side panel is for screens at least 1024 px wide. */
export const WIDE_LAYOUT_PX = 1024;
const QUERY = `(min-width: ${WIDE_LAYOUT_PX}px)`;

function mediaQuery(): MediaQueryList | null {
  return typeof window !== "undefined" && typeof window.matchMedia === "function"
    ? window.matchMedia(QUERY)
    : null;
}

function subscribe(onChange: () => void) {
  const mql = mediaQuery();
  mql?.addEventListener("change", onChange);
  return () => mql?.removeEventListener("change", onChange);
}

const snapshot = () => mediaQuery()?.matches ?? false;

/** True while the viewport is at least {@link WIDE_LAYOUT_PX} wide; false where matchMedia is missing. */
export function useIsWide(): boolean {
  return useSyncExternalStore(subscribe, snapshot, () => false);
}
