import type { Artwork } from "@recall/shared";
import { clsx } from "clsx";
import { ImageIcon, Info, Layers, Network } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { useSessionText } from "../../i18n";
import { ArtworkDialog } from "../artwork";
import type { GlossaryTermLike } from "../glossary";
import { ExplanationText } from "./explanation-text";
import { RelatedConceptsList } from "./related-concepts-list";
import type { ExplanationCard, ExplanationLevel, RelatedConceptView } from "./types";

export interface LayeredExplanationProps {
  card: ExplanationCard;
  /** Controlled by the parent: 0 closed, 1 overview, 2 deep dive, 3 connections. */
  level: ExplanationLevel;
  /** Asked for the next level (always current + 1) or 0 when the info toggle closes the explanation. */
  onLevelChange: (level: ExplanationLevel) => void;
  /** Opens an artwork; when absent the component shows its own ArtworkDialog. */
  onArtworkOpen?: (artwork: Artwork) => void;
  /** Generates a card for a related concept with no linked cards; absent renders Generate disabled. */
  onGenerateRelated?: (concept: RelatedConceptView) => unknown;
  /** Why Generate cannot run (no AI provider), shown on the disabled button. */
  generateDisabledReason?: string | null;
  /** The card's glossary: when given, the text layers highlight its terms (GlossaryText). */
  terms?: readonly GlossaryTermLike[];
  onTermView?: (term: GlossaryTermLike) => void;
  /** Hide the built-in "Learn more" toggle when the parent renders its own. */
  hideToggle?: boolean;
  className?: string;
}

/**
 * requirements S2/S4 "Layered explanation". Unlock order: the info toggle opens Level 1, Level 2 opens only
 * from Level 1, Level 3 only from Level 2; open layers stay visible above the next one.
 */
export function LayeredExplanation({
  card,
  level,
  onLevelChange,
  onArtworkOpen,
  onGenerateRelated,
  generateDisabledReason,
  terms,
  onTermView,
  hideToggle = false,
  className,
}: LayeredExplanationProps) {
  const { t } = useSessionText();
  const [artwork, setArtwork] = useState<Artwork | null>(null);
  const panelId = useId();
  const artworks = card.deepDive?.artworks?.length ? card.deepDive.artworks : (card.artworks ?? []);
  const text = (value: string) => <ExplanationText text={value} terms={terms} onTermView={onTermView} />;

  return (
    <div className={clsx("space-y-3", className)}>
      {hideToggle ? null : (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={level > 0}
          aria-controls={panelId}
          onClick={() => onLevelChange(level > 0 ? 0 : 1)}
        >
          <Info aria-hidden className="h-4 w-4" /> {t("explanation.learnMore")}
        </Button>
      )}
      {level > 0 ? (
        <div id={panelId} className="space-y-3">
          {card.sourcePassage ? <SourcePassage passage={card.sourcePassage} /> : null}
          <Layer label={t("explanation.level1")} title={card.conceptExplainer?.title}>
            {card.conceptExplainer?.content ? (
              text(card.conceptExplainer.content)
            ) : (
              <Empty>{t("explanation.noOverview")}</Empty>
            )}
            {level === 1 ? (
              <Button size="sm" onClick={() => onLevelChange(2)}>
                <Layers aria-hidden className="h-4 w-4" /> {t("explanation.unlockDeepDive")}
              </Button>
            ) : null}
          </Layer>
          {level >= 2 ? (
            <Layer label={t("explanation.level2")} title={card.deepDive?.title}>
              {card.deepDive?.content ? (
                text(card.deepDive.content)
              ) : (
                <Empty>{t("explanation.noDeepDive")}</Empty>
              )}
              {artworks.length > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {artworks.map((a) => (
                    <Button
                      key={a.title}
                      size="sm"
                      variant="secondary"
                      onClick={() => (onArtworkOpen ? onArtworkOpen(a) : setArtwork(a))}
                    >
                      <ImageIcon aria-hidden className="h-4 w-4" /> {a.title}
                    </Button>
                  ))}
                </div>
              ) : null}
              {level === 2 ? (
                <Button size="sm" onClick={() => onLevelChange(3)}>
                  <Network aria-hidden className="h-4 w-4" /> {t("explanation.showConnections")}
                </Button>
              ) : null}
            </Layer>
          ) : null}
          {level >= 3 ? (
            <Layer label={t("explanation.level3")}>
              <RelatedConceptsList
                concepts={card.relatedConcepts ?? []}
                onGenerate={onGenerateRelated}
                disabledReason={generateDisabledReason}
              />
            </Layer>
          ) : null}
        </div>
      ) : null}
      {onArtworkOpen ? null : (
        <ArtworkDialog artwork={artwork} open={artwork !== null} onClose={() => setArtwork(null)} />
      )}
    </div>
  );
}

/** a card written from the learner's material shows the passage it came from. */
export function SourcePassage({ passage }: { passage: string }) {
  const { t } = useSessionText();
  return (
    <figure className="rounded-lg border-l-4 border-brand-300 bg-brand-50/50 p-3">
      <figcaption className="text-xs font-semibold uppercase tracking-wide text-slate-500">
        {t("explanation.fromMaterial")}
      </figcaption>
      <blockquote className="mt-1 whitespace-pre-line text-sm text-slate-700">{passage}</blockquote>
    </figure>
  );
}

function Layer({ label, title, children }: { label: string; title?: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="space-y-2 rounded-xl border border-brand-100 bg-brand-50/40 p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{label}</p>
      {title ? <h3 className="font-semibold text-slate-900">{title}</h3> : null}
      {children}
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500">{children}</p>;
}
