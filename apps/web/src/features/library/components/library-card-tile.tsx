import type { LibraryCard } from "@recall/shared";
import { clsx } from "clsx";
import { CheckCircle2, Circle } from "lucide-react";
import { plainText } from "../lib/plain-text";
import { CardBadges } from "./card-badges";

interface LibraryCardTileProps {
  card: LibraryCard;
  selected: boolean;
  onToggle: (id: string) => void;
}

/**
 * A card in the library, selected by a click, Space or Enter (a toggle button: aria-pressed).
 * Text is shown without markdown markup: a button holds phrasing content only.
 */
export function LibraryCardTile({ card, selected, onToggle }: LibraryCardTileProps) {
  const Mark = selected ? CheckCircle2 : Circle;
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={() => onToggle(card.id)}
      className={clsx(
        "flex h-full w-full min-w-0 flex-col gap-2 rounded-xl border bg-white p-4 text-left shadow-sm transition-colors [overflow-wrap:anywhere]",
        selected
          ? "border-brand-500 bg-brand-50 ring-2 ring-brand-500/30"
          : "border-slate-200 hover:border-brand-500/60",
      )}
    >
      <span className="flex w-full items-start gap-2">
        <span className="min-w-0 flex-1">
          <CardBadges card={card} />
        </span>
        <Mark
          aria-hidden
          className={clsx("h-5 w-5 shrink-0", selected ? "text-brand-600" : "text-slate-300")}
        />
      </span>
      <span className="line-clamp-3 font-medium break-words text-slate-900">{plainText(card.face)}</span>
      <span className="line-clamp-3 text-sm break-words text-slate-600">{plainText(card.back)}</span>
      <span className="mt-auto w-full truncate text-xs text-slate-500" title={card.courseName}>
        {card.courseName}
      </span>
    </button>
  );
}
