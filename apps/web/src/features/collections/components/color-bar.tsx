import { clsx } from "clsx";

/** The collection's colour as a strip along the top of its card (decorative: the name says which it is). */
export function ColorBar({ color, className }: { color: string; className?: string }) {
  return <div aria-hidden className={clsx("h-2 w-full", className)} style={{ backgroundColor: color }} />;
}
