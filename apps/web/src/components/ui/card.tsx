import { clsx } from "clsx";
import type { HTMLAttributes } from "react";

/** A white panel with a border: the basic surface of the app. */
export function Panel({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={clsx("rounded-2xl border border-slate-200 bg-white p-5 shadow-sm", className)}
      {...props}
    />
  );
}
