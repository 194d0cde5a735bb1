import { Button } from "../../../components/ui/button";
import { useLibraryText } from "../i18n";
import { countLabel } from "../lib/count-label";

interface SelectionToolbarProps {
  found: number;
  /** The server capped the count ("500+ cards", `SEARCH_LIMITS.totalCap`). */
  foundIsApproximate?: boolean;
  selected: number;
  /** Cards on screen: Select All / Deselect All act on them. */
  visible: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
  onClear: () => void;
}

/** 'Found N cards', the selected count, and Select All / Deselect All / Clear Selection. */
export function SelectionToolbar({
  found,
  foundIsApproximate = false,
  selected,
  visible,
  onSelectAll,
  onDeselectAll,
  onClear,
}: SelectionToolbarProps) {
  const { t } = useLibraryText();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        <span className="font-semibold">
          {t("selection.found", { count: found, total: countLabel(found, foundIsApproximate) })}
        </span>
        <span className="text-slate-500"> · </span>
        <span>{t("selection.selected", { count: selected })}</span>
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onSelectAll} disabled={visible === 0}>
          {t("selection.selectAll")}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDeselectAll} disabled={visible === 0}>
          {t("selection.deselectAll")}
        </Button>
        <Button variant="ghost" size="sm" onClick={onClear} disabled={selected === 0}>
          {t("selection.clearSelection")}
        </Button>
      </div>
    </div>
  );
}
