import { type Card, RELATED_MESSAGES } from "@recall/shared";
import { BookOpen } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { errorMessage } from "../../../lib/api-client";
import { translateMessage } from "../../../lib/translate-message";
import { AiActionButton } from "../../ai-create";
import { relatedApi } from "../api/related-api";
import { useRelatedCardsText } from "../i18n";

/**
 * Generate Glossary for one card (requirements C7): as many terms as the user's setting; the toasts of requirements C8,
 * and the server's note when it found fewer usable terms. `onGenerated` gets the updated card.
 */
export function GlossaryButton({ card, onGenerated }: { card: Card; onGenerated?: (card: Card) => void }) {
  const { t } = useRelatedCardsText();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const res = await relatedApi.generateGlossary(card.id);
      toast.success(translateMessage(RELATED_MESSAGES.glossaryGenerated));
      if (res.data.message) toast.info(res.data.message);
      onGenerated?.(res.data.card);
    } catch (err) {
      toast.error(errorMessage(err, RELATED_MESSAGES.glossaryFailed));
    } finally {
      setPending(false);
    }
  };
  const name = card.face.length > 60 ? `${card.face.slice(0, 60)}…` : card.face;
  return (
    <AiActionButton
      onClick={() => void run()}
      disabled={pending}
      aria-label={t("glossary.ariaLabel", { name })}
      title={t("glossary.timeHint")}
    >
      <BookOpen aria-hidden className="h-4 w-4" />
      {pending
        ? t("glossary.generating")
        : card.glossary.length
          ? t("glossary.regenerate")
          : t("glossary.generate")}
    </AiActionButton>
  );
}
