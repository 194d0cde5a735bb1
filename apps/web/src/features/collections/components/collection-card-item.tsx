import type { CollectionCard } from "@recall/shared";
import { clsx } from "clsx";
import { Trash2 } from "lucide-react";
import type { DragEventHandler, ReactNode } from "react";
import { Badge } from "../../../components/ui/badge";
import { Markdown } from "../../../components/ui/markdown";
import { useCollectionsText } from "../i18n";

const CARD_TYPES = new Set(["basic", "mcq", "cloze"]);

interface CollectionCardItemProps {
  card: CollectionCard;
  onRemove: (id: string) => void;
  removing: boolean;
  /** Drag-and-drop handlers when the list can be reordered. */
  drag?: {
    onDragStart: DragEventHandler<HTMLLIElement>;
    onDragOver: DragEventHandler<HTMLLIElement>;
    onDragLeave: DragEventHandler<HTMLLIElement>;
    onDrop: DragEventHandler<HTMLLIElement>;
    onDragEnd: DragEventHandler<HTMLLIElement>;
  };
  /** A dragged card is over this one (it lands here when dropped). */
  dropTarget?: boolean;
  /** Controls shown before the card (the reorder buttons). */
  controls?: ReactNode;
}

/** One card of a collection: question and answer, its badges, and a remove button. */
export function CollectionCardItem({
  card,
  onRemove,
  removing,
  drag,
  dropTarget = false,
  controls,
}: CollectionCardItemProps) {
  const { t } = useCollectionsText();
  return (
    <li
      aria-label={card.face}
      draggable={drag ? true : undefined}
      {...drag}
      className={clsx(
        "flex gap-3 rounded-xl border bg-white p-4 shadow-sm",
        dropTarget ? "border-brand-500 ring-2 ring-brand-500/30" : "border-slate-200",
      )}
    >
      {controls}
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand">{card.topic}</Badge>
          <Badge>{card.level}</Badge>
          <Badge>{CARD_TYPES.has(card.type) ? t(`cardTypes.${card.type}`) : card.type}</Badge>
          {card.deepDive ? <Badge tone="purple">{t("cardItem.deepDive")}</Badge> : null}
          {card.conceptExplainer ? <Badge tone="green">{t("cardItem.explainer")}</Badge> : null}
        </div>
        <Markdown text={card.face} className="font-medium text-slate-900" />
        <Markdown text={card.back} className="line-clamp-3 text-sm text-slate-600" />
        <p className="text-xs text-slate-500">{card.courseName}</p>
      </div>
      <button
        type="button"
        aria-label={t("cardItem.remove")}
        title={t("cardItem.remove")}
        onClick={() => onRemove(card.id)}
        disabled={removing}
        className="self-start rounded-lg p-2 text-slate-500 hover:bg-red-50 hover:text-red-600 disabled:opacity-50"
      >
        <Trash2 aria-hidden className="h-4 w-4" />
      </button>
    </li>
  );
}
