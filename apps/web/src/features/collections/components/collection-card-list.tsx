import type { CollectionCard } from "@recall/shared";
import { useRef, useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client";
import { useReorderCollection } from "../api/collection-mutations";
import { useCollectionsText } from "../i18n";
import { moveId, reorderPrefix } from "../lib/reorder";
import { CollectionCardItem } from "./collection-card-item";
import { ReorderControls } from "./reorder-controls";

interface CollectionCardListProps {
  collectionId: string;
  cards: CollectionCard[];
  onRemove: (cardId: string) => void;
  /** The card being removed, if any. */
  removingId: string | null;
}

const plain = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/**
 * The cards of a collection in their study order, which the owner changes by dragging a card or with the
 * keyboard. The new order shows at once and is stored; a failed store puts the old order back.
 */
export function CollectionCardList({ collectionId, cards, onRemove, removingId }: CollectionCardListProps) {
  const { t } = useCollectionsText();
  const reorder = useReorderCollection(collectionId);
  const dragged = useRef<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState("");

  const move = (from: number, to: number) => {
    const before = cards.map((c) => c.id);
    const order = moveId(before, from, to);
    const prefix = reorderPrefix(before, order);
    if (prefix.length === 0) return;
    const at = order.indexOf(before[from]!);
    setAnnouncement(
      t("cardList.moved", { name: plain(cards[from]!.face), position: at + 1, total: cards.length }),
    );
    reorder.mutate(
      { order, prefix },
      { onError: (err) => toast.error(errorMessage(err, t("cardList.reorderFailed"))) },
    );
  };

  return (
    <>
      <ul aria-label={t("cardList.label")} className="space-y-3">
        {cards.map((card, index) => (
          <CollectionCardItem
            key={card.id}
            card={card}
            onRemove={onRemove}
            removing={removingId === card.id}
            dropTarget={over === index}
            drag={{
              onDragStart: (e) => {
                dragged.current = index;
                e.dataTransfer.effectAllowed = "move";
                e.dataTransfer.setData("text/plain", card.id);
              },
              onDragOver: (e) => {
                if (dragged.current === null) return;
                e.preventDefault();
                e.dataTransfer.dropEffect = "move";
                setOver(index);
              },
              onDragLeave: () => setOver((o) => (o === index ? null : o)),
              onDrop: (e) => {
                e.preventDefault();
                const from = dragged.current;
                dragged.current = null;
                setOver(null);
                if (from !== null) move(from, index);
              },
              onDragEnd: () => {
                dragged.current = null;
                setOver(null);
              },
            }}
            controls={
              <ReorderControls
                name={plain(card.face)}
                index={index}
                count={cards.length}
                onMove={(to) => move(index, to)}
              />
            }
          />
        ))}
      </ul>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
