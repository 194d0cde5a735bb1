import { useEffect, useState } from "react";

/** A box in viewport pixels, as getBoundingClientRect gives it. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ClearanceInput {
  /** Where the toast stack sits across the page (its left and right edges); it only moves down. */
  left: number;
  right: number;
  /** The stack's height. */
  height: number;
  /** The highest top allowed: the spec's top-right place, under the sticky header. */
  minTop: number;
  /** The lowest bottom allowed (the viewport's height less a margin). */
  maxBottom: number;
  /** The boxes of the visible controls the stack must not cover. */
  controls: readonly Box[];
  /** Space kept between the stack and a control. */
  gap: number;
}

const overlapsAcross = (a: Box, left: number, right: number) => a.left < right && left < a.right;

/**
 * The top of the toast stack: `minTop` (top-right, as the spec says) when that covers no control, else the
 * nearest place below it where the stack covers none, or null when no such place fits in the viewport.
 * Only a control's bottom edge can end a covered stretch, so those edges are the only tops worth trying.
 */
export function clearToastTop({
  left,
  right,
  height,
  minTop,
  maxBottom,
  controls,
  gap,
}: ClearanceInput): number | null {
  const inColumn = controls.filter((c) => overlapsAcross(c, left, right) && c.bottom > minTop - gap);
  const tops = [minTop, ...inColumn.map((c) => Math.ceil(c.bottom + gap))]
    .filter((top) => top >= minTop)
    .sort((a, b) => a - b);
  for (const top of tops) {
    const bottom = top + height;
    if (bottom > maxBottom) return null;
    const covers = inColumn.some((c) => c.top < bottom + gap && top - gap < c.bottom);
    if (!covers) return top;
  }
  return null;
}

/** Anything a pointer or the keyboard can act on. */
const CONTROLS =
  "a[href], button, input, select, textarea, summary, [role=button], [role=link], [role=tab], [role=checkbox], [role=radio], [role=slider], [role=switch], [tabindex]:not([tabindex='-1'])";

/** The boxes of the controls on screen, the toaster's own left out. */
function visibleControls(toaster: Element): Box[] {
  const boxes: Box[] = [];
  for (const el of document.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (toaster.contains(el)) continue;
    const box = el.getBoundingClientRect();
    // Visually hidden controls (the skip link until focused, sr-only inputs) take no room on screen.
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.bottom <= 0 || box.top >= window.innerHeight) continue;
    if (getComputedStyle(el).visibility === "hidden") continue;
    boxes.push(box);
  }
  return boxes;
}

/** How often the place is checked while a toast shows: pages load and move under a 3 s toast. */
const RECHECK_MS = 150;

/**
 * While `active` (a toast is showing), the top the stack needs so it covers no control, measured from the
 * toasts on screen; null when the spec's place is free or nothing is showing (docs/decisions/toasts.md).
 */
export function useToastClearance(
  active: boolean,
  minTop: { wide: number; narrow: number },
  gap: number,
): number | null {
  const { wide, narrow } = minTop;
  const [top, setTop] = useState<number | null>(null);
  useEffect(() => {
    if (!active) {
      setTop(null);
      return;
    }
    const place = () => {
      const toaster = document.querySelector("[data-sonner-toaster]");
      const toasts = toaster ? [...toaster.querySelectorAll("[data-sonner-toast]")] : [];
      if (!toaster || toasts.length === 0) return;
      const boxes = toasts.map((t) => t.getBoundingClientRect());
      const stackTop = Math.min(...boxes.map((b) => b.top));
      // sonner's own breakpoint: at 600 px and under the stack spans the width with its mobile offsets.
      const highest = window.innerWidth <= 600 ? narrow : wide;
      const next = clearToastTop({
        left: Math.min(...boxes.map((b) => b.left)),
        right: Math.max(...boxes.map((b) => b.right)),
        height: Math.max(...boxes.map((b) => b.bottom)) - stackTop,
        minTop: highest,
        maxBottom: window.innerHeight - gap,
        controls: visibleControls(toaster),
        gap,
      });
      // No free place on screen: the spec's place, rather than off screen.
      const wanted = next === null || next === highest ? null : next;
      setTop((prev) => (prev === wanted ? prev : wanted));
    };
    const frame = requestAnimationFrame(place);
    const timer = window.setInterval(place, RECHECK_MS);
    window.addEventListener("resize", place);
    window.addEventListener("scroll", place, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      window.clearInterval(timer);
      window.removeEventListener("resize", place);
      window.removeEventListener("scroll", place, { capture: true });
    };
  }, [active, wide, narrow, gap]);
  return top;
}
