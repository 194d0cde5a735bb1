import type { ReactNode } from "react";
import { Link } from "react-router";

/** A link that looks like a secondary button: the ways to build a course without AI. */
export function ActionLink({ to, icon, children }: { to: string; icon?: ReactNode; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-50"
    >
      {icon}
      {children}
    </Link>
  );
}
