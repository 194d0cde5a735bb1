import { clsx } from "clsx";

/** The id of the demo section; "Try Demo" and the footer jump to it with a plain #demo link. */
export const DEMO_SECTION_ID = "demo";

const variants = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700",
  secondary: "border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  inverse: "bg-white text-brand-700 shadow-sm hover:bg-brand-50",
  outlineInverse: "border border-white/40 text-white hover:bg-white/10",
} as const;

const sizes = { md: "px-4 py-2 text-sm", lg: "px-6 py-3 text-base" } as const;

/**
 * Classes that make a link look like the ui Button. Navigation stays a link (<a>/<Link>) for
 * screen readers and middle-click; only actions that change state on this page are <button>s.
 */
export function linkButtonClass(variant: keyof typeof variants = "primary", size: keyof typeof sizes = "md") {
  return clsx(
    "inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors",
    variants[variant],
    sizes[size],
  );
}
