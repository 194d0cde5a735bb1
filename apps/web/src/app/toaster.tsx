import { Toaster } from "sonner";

/** Toasts last 3 s (part1 §8, part2 §9). */
export const TOAST_DURATION_MS = 3000;
/** The batch completion toast lasts 5 s (part2 §9): pass it as `duration` to that one toast. */
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

export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      offset={TOAST_OFFSET}
      mobileOffset={TOAST_MOBILE_OFFSET}
      richColors
      closeButton
    />
  );
}
