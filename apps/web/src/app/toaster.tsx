import { Toaster, useSonner } from "sonner";
import { useToastClearance } from "./toast-clearance";

/** Toasts last 3 s (requirements S8, requirements C9). */
export const TOAST_DURATION_MS = 3000;
/** The batch completion toast lasts 5 s (requirements C9): pass it as `duration` to that one toast. */
export const BATCH_COMPLETION_TOAST_MS = 5000;

/** The sticky headers of the app and the landing page are 64 px high (Tailwind h-16). */
const HEADER_HEIGHT_PX = 64;
const GAP_PX = 16;

/**
 * Offsets of the toast stack: top-right as the spec says, but below the header, so a toast never
 * covers the language switch, settings or logout for its 3 seconds. Phones (under 600 px, where sonner
 * spans the width) get the same top.
 */
export const TOAST_OFFSET = { top: HEADER_HEIGHT_PX + GAP_PX, right: 24 } as const;
export const TOAST_MOBILE_OFFSET = { top: HEADER_HEIGHT_PX + GAP_PX / 2, right: 16, left: 16 } as const;
/** Space kept between a toast and a control it was moved clear of. */
const CONTROL_GAP_PX = 8;

export function AppToaster() {
  const { toasts } = useSonner();
  // Where the top-right place would cover a control (Start Session, Flow State), the stack moves down to
  // the nearest place that covers none, for as long as a toast shows (docs/decisions/toasts.md).
  const clearTop = useToastClearance(
    toasts.length > 0,
    { wide: TOAST_OFFSET.top, narrow: TOAST_MOBILE_OFFSET.top },
    CONTROL_GAP_PX,
  );
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      offset={clearTop === null ? TOAST_OFFSET : { ...TOAST_OFFSET, top: clearTop }}
      mobileOffset={clearTop === null ? TOAST_MOBILE_OFFSET : { ...TOAST_MOBILE_OFFSET, top: clearTop }}
      richColors
      closeButton
    />
  );
}
