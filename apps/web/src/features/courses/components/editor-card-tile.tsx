import type { Card } from "@recall/shared";
import { useQueryClient } from "@tanstack/react-query";
import { PencilLine, Sparkles, Trash2, Wand2 } from "lucide-react";
import { useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Markdown } from "../../../components/ui/markdown";
import { AiActionButton } from "../../ai-create";
import { GlossaryButton, RelatedCardDialog, SmartRelatedDialog } from "../../related-cards";
import { courseKeys } from "../api/query-keys";
import { useCoursesText } from "../i18n";
import { cardTypeLabel } from "../lib/card-labels";
import { levelLabel } from "../lib/level-label";

interface EditorCardTileProps {
  card: Card;
  selected: boolean;
  onToggle: (id: string) => void;
  onEdit: (card: Card) => void;
  onDelete: (card: Card) => void;
  deleting: boolean;
}

/** A card in the course editor grid: selection, topic, L{n} level, question, answer and its actions. */
export function EditorCardTile({
  card,
  selected,
  onToggle,
  onEdit,
  onDelete,
  deleting,
}: EditorCardTileProps) {
  const { t } = useCoursesText();
  const name = card.face.length > 60 ? `${card.face.slice(0, 60)}…` : card.face;
  const [relatedOpen, setRelatedOpen] = useState(false);
  const [smartOpen, setSmartOpen] = useState(false);
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: courseKeys.all });
  // The Related dialog opens on the card's first concept without a linked card (the owner may change it).
  const firstOpen = card.relatedConcepts.find((c) => c.cardIds.length === 0);
  const open = firstOpen ?? card.relatedConcepts[0];
  return (
    <li
      aria-label={card.face}
      className={`flex flex-col gap-3 rounded-2xl border bg-white p-4 shadow-sm ${selected ? "border-brand-500 ring-2 ring-brand-500/30" : "border-slate-200"}`}
    >
      <div className="flex items-center gap-2">
        <input
          type="checkbox"
          aria-label={t("editorTile.select", { name })}
          checked={selected}
          onChange={() => onToggle(card.id)}
          className="h-4 w-4 accent-brand-600"
        />
        <Badge tone="brand">{card.topic}</Badge>
        <Badge>
          <abbr title={card.level} className="no-underline">
            {levelLabel(card.level)}
          </abbr>
        </Badge>
        <Badge tone="purple">{cardTypeLabel(card.type)}</Badge>
      </div>
      <div className="space-y-2 text-sm">
        <div>
          <p className="text-xs font-semibold text-slate-500 uppercase">{t("editorTile.question")}</p>
          <Markdown text={card.face} className="line-clamp-4 font-medium text-slate-900" />
        </div>
        <div>
          <p className="text-xs font-semibold text-slate-500 uppercase">{t("editorTile.answer")}</p>
          <Markdown text={card.back} className="line-clamp-3 text-slate-600" />
        </div>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => onEdit(card)}
          aria-label={t("editorTile.editFor", { name })}
        >
          <PencilLine aria-hidden className="h-4 w-4" />
          {t("editorTile.edit")}
        </Button>
        <AiActionButton
          aria-label={t("editorTile.relatedFor", { name })}
          onClick={() => setRelatedOpen(true)}
        >
          <Sparkles aria-hidden className="h-4 w-4" />
          {t("editorTile.related")}
        </AiActionButton>
        {firstOpen ? (
          // Smart picks the concept itself: offered only while one is without a card.
          <AiActionButton aria-label={t("editorTile.smartFor", { name })} onClick={() => setSmartOpen(true)}>
            <Wand2 aria-hidden className="h-4 w-4" />
            {t("editorTile.smart")}
          </AiActionButton>
        ) : null}
        <GlossaryButton card={card} onGenerated={refresh} />
        <Button
          variant="ghost"
          size="sm"
          className="text-red-600 hover:bg-red-50"
          onClick={() => onDelete(card)}
          disabled={deleting}
          aria-label={t("editorTile.deleteFor", { name })}
        >
          <Trash2 aria-hidden className="h-4 w-4" />
          {t("editorTile.delete")}
        </Button>
      </div>
      <RelatedCardDialog
        open={relatedOpen}
        courseId={card.courseId}
        sourceCardId={card.id}
        concept={{ title: open?.title ?? "", teaser: open?.teaser }}
        suggestions={card.relatedConcepts.map((c) => c.title)}
        onClose={() => setRelatedOpen(false)}
        onSaved={refresh}
      />
      <SmartRelatedDialog
        open={smartOpen}
        courseId={card.courseId}
        sourceCardId={card.id}
        conceptTitle={firstOpen?.title ?? ""}
        onClose={() => setSmartOpen(false)}
        onDone={refresh}
      />
    </li>
  );
}
