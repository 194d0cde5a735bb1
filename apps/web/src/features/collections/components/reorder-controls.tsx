import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import type { KeyboardEvent } from "react";
import { useCollectionsText } from "../i18n";

interface ReorderControlsProps {
  /** The card's question, naming the buttons for screen readers. */
  name: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  disabled?: boolean;
}

const iconButton =
  "rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-30 disabled:hover:bg-transparent";

/**
 * A card's place in the list, changed with the mouse (drag the grip) or the keyboard: the grip takes
 * the arrow keys (Home and End go to the ends), and Move up / Move down are plain buttons.
 */
export function ReorderControls({ name, index, count, onMove, disabled }: ReorderControlsProps) {
  const { t } = useCollectionsText();
  const onKey = (e: KeyboardEvent) => {
    const to =
      e.key === "ArrowUp"
        ? index - 1
        : e.key === "ArrowDown"
          ? index + 1
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? count - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    if (to >= 0 && to < count && to !== index) onMove(to);
  };
  return (
    <div className="flex flex-col items-center gap-0.5 self-start">
      <button
        type="button"
        aria-label={t("reorder.moveUp", { name })}
        className={iconButton}
        disabled={disabled || index === 0}
        onClick={() => onMove(index - 1)}
      >
        <ArrowUp aria-hidden className="h-4 w-4" />
      </button>
      <button
        type="button"
        aria-label={t("reorder.grip", { name })}
        aria-description={t("reorder.gripHint")}
        className={`${iconButton} cursor-grab`}
        disabled={disabled}
        onKeyDown={onKey}
      >
        <GripVertical aria-hidden className="h-4 w-4" />
      </button>
      <button
        type="button"
        aria-label={t("reorder.moveDown", { name })}
        className={iconButton}
        disabled={disabled || index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <ArrowDown aria-hidden className="h-4 w-4" />
      </button>
    </div>
  );
}
