import { clsx } from "clsx";

/** A grey pulsing block standing in for text that is still loading (hidden from screen readers). */
export function Skeleton({ className }: { className?: string }) {
  return <span aria-hidden className={clsx("block animate-pulse rounded-md bg-slate-200", className)} />;
}
