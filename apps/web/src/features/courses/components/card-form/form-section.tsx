import type { ReactNode } from "react";

/** A titled group of fields inside the card form. */
export function FormSection({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <fieldset className="min-w-0 space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      {children}
      {action ? <div>{action}</div> : null}
    </fieldset>
  );
}
