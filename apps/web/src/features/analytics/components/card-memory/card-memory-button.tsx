import { Brain } from "lucide-react";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { Modal } from "../../../../components/ui/modal";
import { errorMessage } from "../../../../lib/api-client";
import { useCardMemory } from "../../api/analytics-queries";
import { useAnalyticsText } from "../../i18n";
import { CardMemoryLoading, CardMemoryPanel } from "./card-memory-panel";

export interface CardMemoryButtonProps {
  cardId: string;
  className?: string;
}

/**
 * "Memory": opens the card's FSRS memory and review log for the signed-in learner in a dialog. The
 * memory is fetched when the dialog opens.
 */
export function CardMemoryButton({ cardId, className }: CardMemoryButtonProps) {
  const { t } = useAnalyticsText();
  const [open, setOpen] = useState(false);
  const memory = useCardMemory(cardId, open);
  return (
    <>
      <Button variant="ghost" size="sm" className={className} onClick={() => setOpen(true)}>
        <Brain aria-hidden className="h-4 w-4" /> {t("memory.button")}
      </Button>
      <Modal
        open={open}
        title={t("memory.title")}
        onClose={() => setOpen(false)}
        footer={
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {t("memory.close")}
          </Button>
        }
      >
        {memory.isPending ? (
          <CardMemoryLoading />
        ) : memory.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(memory.error, t("memory.error"))}
          </p>
        ) : (
          <CardMemoryPanel view={memory.data} />
        )}
      </Modal>
    </>
  );
}
