import type { ReactNode } from "react";
import type { CardDraft } from "./card-draft";

/** What every part of the card edit form receives. */
export interface DraftPartProps {
  draft: CardDraft;
  set: (patch: Partial<CardDraft>) => void;
  errors: Record<string, string>;
}

/** A titled group of fields inside the card edit modal. */
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
    <fieldset className="space-y-3 rounded-xl border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{title}</legend>
      {children}
      {action ? <div>{action}</div> : null}
    </fieldset>
  );
}

/** Replaces the item at `index` of a list with a patched copy. */
export function patchAt<T>(list: T[], index: number, patch: Partial<T>): T[] {
  return list.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

export const removeAt = <T,>(list: T[], index: number): T[] => list.filter((_, i) => i !== index);
