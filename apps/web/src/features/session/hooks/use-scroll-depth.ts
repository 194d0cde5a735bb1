import { type RefObject, useEffect, useRef } from "react";

/** How far down `rect` the viewport reaches, 0..1 (1 once its bottom has been on screen). */
export function visibleDepth(rect: { top: number; height: number }, viewportHeight: number): number {
  if (rect.height <= 0) return 0;
  return Math.min(1, Math.max(0, (viewportHeight - rect.top) / rect.height));
}

/**
 * Reports the deepest point of `ref` the learner has scrolled to while `active` (the explanation is
 * open): the answer signal explanation_scroll_depth. Reports only increases of at least 5 points.
 */
export function useScrollDepth(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  report: (depth: number) => void,
) {
  const latest = useRef(report);
  latest.current = report;

  useEffect(() => {
    if (!active) return;
    let best = 0;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const el = ref.current;
      if (!el) return;
      const depth = visibleDepth(el.getBoundingClientRect(), window.innerHeight);
      if (depth >= best + 0.05 || (depth === 1 && best < 1)) {
        best = depth;
        latest.current(Math.round(depth * 100) / 100);
      }
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    // The explanation grows when the next level opens.
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(schedule) : null;
    if (ref.current) observer?.observe(ref.current);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      observer?.disconnect();
    };
  }, [ref, active]);
}
