import { useLayoutEffect, useRef } from "react";

/**
 * A ref that always holds the latest value. Timers and the Modal's effect read callbacks through it,
 * so a parent passing a new inline callback on each render neither restarts a timer nor refocuses
 * the dialog (which would steal focus from a textarea while the learner types).
 */
export function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
