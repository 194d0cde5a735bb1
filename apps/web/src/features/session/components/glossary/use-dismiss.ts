import { type RefObject, useEffect, useLayoutEffect, useRef } from "react";

/**
 * requirements S9: glossary popup listeners attach after 100 ms, so the click or focus that opened a popup
 * cannot close it again in the same gesture.
 */
export const GLOSSARY_LISTENER_DELAY_MS = 100;

/**
 * While `active`, closes on a mousedown outside `container` or on Escape. The listeners are attached
 * {@link GLOSSARY_LISTENER_DELAY_MS} after activation and removed on deactivation.
 */
export function useDismiss(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: (reason: "outside" | "escape") => void,
) {
  // Read through a ref so a new inline callback on each render does not re-arm the 100 ms delay.
  const dismiss = useRef(onDismiss);
  useLayoutEffect(() => {
    dismiss.current = onDismiss;
  });
  useEffect(() => {
    if (!active) return;
    const onPointer = (e: MouseEvent) => {
      if (!container.current?.contains(e.target as Node)) dismiss.current("outside");
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") dismiss.current("escape");
    };
    const timer = window.setTimeout(() => {
      document.addEventListener("mousedown", onPointer);
      document.addEventListener("keydown", onKey);
    }, GLOSSARY_LISTENER_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [active, container]);
}
