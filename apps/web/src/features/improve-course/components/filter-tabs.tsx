import { clsx } from "clsx";

export type CardFilter = "all" | "has" | "needs";

const TABS: { id: CardFilter; label: string }[] = [
  { id: "all", label: "All Cards" },
  { id: "has", label: "Has MCQ" },
  { id: "needs", label: "Needs MCQ" },
];

/** The filter tabs of Improve Course (requirements C2): All Cards, Has MCQ, Needs MCQ, with their counts. */
export function FilterTabs({
  value,
  counts,
  panelId,
  onChange,
}: {
  value: CardFilter;
  /** The id of the list the tabs filter. */
  panelId: string;
  counts: Record<CardFilter, number>;
  onChange(filter: CardFilter): void;
}) {
  return (
    <div role="tablist" aria-label="Filter cards" className="flex flex-wrap gap-1 border-b border-slate-200">
      {TABS.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={value === tab.id}
          aria-controls={panelId}
          onClick={() => onChange(tab.id)}
          className={clsx(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            value === tab.id
              ? "border-brand-600 text-brand-700"
              : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {tab.label} <span className="text-slate-500">({counts[tab.id]})</span>
        </button>
      ))}
    </div>
  );
}
