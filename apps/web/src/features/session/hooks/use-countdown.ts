import { useEffect, useRef, useState } from "react";

/**
 * Counts down whole seconds while `seconds` is a number and calls `onDone` at 0. `null` stops and clears
 * it; a new `runKey` (e.g. the next card) starts over. Returns the seconds left, or null when stopped.
 */
export function useCountdown(
  seconds: number | null,
  runKey: string | number,
  onDone: () => void,
): number | null {
  const [left, setLeft] = useState<number | null>(seconds);
  const done = useRef(onDone);
  done.current = onDone;

  // biome-ignore lint/correctness/useExhaustiveDependencies: runKey restarts the count for a new card even when `seconds` is unchanged.
  useEffect(() => {
    if (seconds === null) {
      setLeft(null);
      return;
    }
    let remaining = Math.max(0, Math.round(seconds));
    setLeft(remaining);
    const id = window.setInterval(() => {
      remaining -= 1;
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        window.clearInterval(id);
        done.current();
      }
    }, 1000);
    return () => window.clearInterval(id);
  }, [seconds, runKey]);

  return seconds === null ? null : left;
}
