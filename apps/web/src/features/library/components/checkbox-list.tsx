import { clsx } from "clsx";
import { useLibraryText } from "../i18n";

export interface CheckboxOption {
  value: string;
  label: string;
  count?: number;
}

interface CheckboxListProps {
  legend: string;
  options: CheckboxOption[];
  checked: readonly string[];
  onToggle: (value: string) => void;
  /** Shown instead of the list when there are no options. */
  emptyText?: string;
  loading?: boolean;
  className?: string;
}

/**
 * A titled group of checkboxes (one filter), scrolling when long. A long label is cut with an ellipsis
 * (its full text in `title`) and its count keeps its place: a fieldset is as wide as its widest content
 * unless told otherwise (`min-w-0`), which pushed counts and long course names out of the panel.
 */
export function CheckboxList({
  legend,
  options,
  checked,
  onToggle,
  emptyText,
  loading,
  className,
}: CheckboxListProps) {
  const { t } = useLibraryText();
  return (
    <fieldset className={clsx("min-w-0 space-y-1.5", className)}>
      <legend className="mb-1 text-sm font-semibold text-slate-800">{legend}</legend>
      {loading ? <p className="text-sm text-slate-500">{t("filters.loading")}</p> : null}
      {!loading && options.length === 0 ? (
        <p className="text-sm text-slate-500">{emptyText ?? t("filters.none")}</p>
      ) : null}
      {options.length > 0 ? (
        <div className="max-h-48 min-w-0 space-y-1 overflow-y-auto pr-1">
          {options.map((o) => (
            <label
              key={o.value}
              className="flex min-w-0 cursor-pointer items-center gap-2 rounded-md px-1 py-0.5 text-sm text-slate-700 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                checked={checked.includes(o.value)}
                onChange={() => onToggle(o.value)}
                className="h-4 w-4 shrink-0 accent-brand-600"
              />
              <span className="min-w-0 flex-1 truncate" title={o.label}>
                {o.label}
              </span>
              {o.count !== undefined ? (
                <span className="shrink-0 text-xs text-slate-500 tabular-nums">{o.count}</span>
              ) : null}
            </label>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
