import { clsx } from "clsx";
import { Lightbulb } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A guided-tour bubble under the control it points at (the parent must be `relative`).
 * `align` picks the edge of the control it lines up with (right keeps it on a phone screen).
 * It is a polite live region so the tip is read out, and it ignores the pointer so it never
 * blocks a click on what lies underneath.
 */
export function HintBubble({ children, align = "left" }: { children: ReactNode; align?: "left" | "right" }) {
  return (
    <div
      role="status"
      className={clsx(
        "pointer-events-none absolute top-full z-20 mt-3 w-56 rounded-xl bg-slate-900 px-3 py-2.5 text-sm leading-snug text-white shadow-lg",
        align === "left" ? "left-0" : "right-0",
      )}
    >
      <span
        aria-hidden="true"
        className={clsx(
          "absolute -top-1.5 h-3 w-3 rotate-45 bg-slate-900",
          align === "left" ? "left-5" : "right-5",
        )}
      />
      <span className="relative flex gap-2">
        <Lightbulb className="mt-0.5 h-4 w-4 flex-none text-amber-300" aria-hidden="true" />
        <span>{children}</span>
      </span>
    </div>
  );
}

/** The ring that makes the pointed-at control stand out while its hint is showing. */
export const hintTargetRing = "ring-4 ring-amber-300 ring-offset-1";
