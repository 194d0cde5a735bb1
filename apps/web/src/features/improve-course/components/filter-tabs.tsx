import { clsx } from "clsx";
import { useImproveText } from "../i18n";

export type CardFilter = "all" | "has" | "needs";

const TABS: CardFilter[] = ["all", "has", "needs"];

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
  const { t } = useImproveText();
  return (
    <div
      role="tablist"
      aria-label={t("tabs.label")}
      className="flex flex-wrap gap-1 border-b border-slate-200"
    >
      {TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={value === tab}
          aria-controls={panelId}
          onClick={() => onChange(tab)}
          className={clsx(
            "-mb-px border-b-2 px-3 py-2 text-sm font-medium",
            value === tab
              ? "border-brand-600 text-brand-700"
              : "border-transparent text-slate-600 hover:text-slate-900",
          )}
        >
          {t(`tabs.${tab}`)} <span className="text-slate-500">({counts[tab]})</span>
        </button>
      ))}
    </div>
  );
}
