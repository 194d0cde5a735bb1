import { type Artwork, type Card, optionLetter } from "@recall/shared";
import { Check, ChevronDown } from "lucide-react";
import { type ReactNode, useId } from "react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Markdown } from "../../../components/ui/markdown";
import { useCoursesText } from "../i18n";
import { cardTypeLabel } from "../lib/card-labels";

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <section className="space-y-1 border-t border-slate-100 pt-3">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      <div className="text-sm text-slate-700">{children}</div>
    </section>
  );
}

function ArtworkList({ artworks }: { artworks: Artwork[] }) {
  const { t } = useCoursesText();
  return (
    <ul className="space-y-2">
      {artworks.map((art, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: two artworks may share a title.
          key={`${art.title}-${i}`}
          className="rounded-lg bg-slate-50 p-2"
        >
          <p className="font-medium">
            {art.title}
            {art.artist ? <span className="font-normal text-slate-500"> — {art.artist}</span> : null}
            {art.year ? <span className="font-normal text-slate-500"> ({art.year})</span> : null}
          </p>
          {art.description ? <Markdown text={art.description} className="text-slate-600" /> : null}
          <p className="text-xs text-slate-500">
            {t("cardView.artworkSearch", { keywords: art.searchKeywords })}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** The rich layers a card holds, by key (`cardView.layers.*`), in the order they are shown (empty: nothing to expand). */
export function cardLayerNames(card: Card): string[] {
  return [
    card.explanationRight || card.explanationWrong ? "explanations" : null,
    card.conceptExplainer ? "concept" : null,
    card.deepDive ? "deepDive" : null,
    card.artworks.length > 0 ? "artworks" : null,
    card.relatedConcepts.length > 0 ? "relatedConcepts" : null,
    card.glossary.length > 0 ? "glossary" : null,
    card.sourcePassage ? "sourcePassage" : null,
  ].filter((name): name is string => name !== null);
}

/** The explanations, concept, deep dive, artworks, related concepts and glossary of a card. */
function CardLayers({ card }: { card: Card }) {
  const { t } = useCoursesText();
  return (
    <>
      {card.sourcePassage ? (
        <Section title={t("cardView.fromMaterial")}>
          <blockquote className="whitespace-pre-line border-l-4 border-brand-200 pl-3">
            {card.sourcePassage}
          </blockquote>
        </Section>
      ) : null}
      {card.explanationRight ? (
        <Section title={t("cardView.whyRight")}>
          <Markdown text={card.explanationRight} />
        </Section>
      ) : null}
      {card.explanationWrong ? (
        <Section title={t("cardView.whyWrong")}>
          <Markdown text={card.explanationWrong} />
        </Section>
      ) : null}
      {card.conceptExplainer ? (
        <Section
          title={t("cardView.concept", {
            title: card.conceptExplainer.title || t("cardView.conceptOverview"),
          })}
        >
          <Markdown text={card.conceptExplainer.content} />
        </Section>
      ) : null}
      {card.deepDive ? (
        <Section title={t("cardView.deepDive", { title: card.deepDive.title || t("cardView.deepDiveMore") })}>
          <Markdown text={card.deepDive.content} />
          {card.deepDive.artworks?.length ? (
            <div className="mt-2">
              <ArtworkList artworks={card.deepDive.artworks} />
            </div>
          ) : null}
        </Section>
      ) : null}
      {card.artworks.length > 0 ? (
        <Section title={t("cardView.artworks")}>
          <ArtworkList artworks={card.artworks} />
        </Section>
      ) : null}
      {card.relatedConcepts.length > 0 ? (
        <Section title={t("cardView.relatedConcepts")}>
          <ul className="space-y-1">
            {card.relatedConcepts.map((c) => (
              <li key={c.title}>
                <span className="font-medium">{c.title}</span>
                {c.teaser ? <span className="text-slate-500"> — {c.teaser}</span> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {card.glossary.length > 0 ? (
        <Section title={t("cardView.glossary")}>
          <dl className="space-y-1">
            {card.glossary.map((g) => (
              <div key={g.term}>
                <dt className="inline font-medium">{g.term}: </dt>
                <dd className="inline text-slate-600">{g.definitionShort}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
    </>
  );
}

interface CardContentProps {
  card: Card;
  /** Whether the rich layers are shown; they are collapsed by default so a long course stays scannable. */
  expanded: boolean;
  onToggle: (cardId: string) => void;
}

/**
 * A card: topic, level, type, question, options, answer and tags always; the rich layers (explanations,
 * concept, deep dive, artworks, related concepts, glossary) behind "Show details". Text is sanitized markdown.
 */
export function CardContent({ card, expanded, onToggle }: CardContentProps) {
  const { t } = useCoursesText();
  const options = card.options ?? [];
  const layers = cardLayerNames(card);
  const layersId = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone="brand">{card.topic}</Badge>
        <Badge>{card.level}</Badge>
        <Badge tone="purple">{cardTypeLabel(card.type)}</Badge>
        {card.difficultyScore != null ? (
          <Badge tone="amber">{t("cardView.difficulty", { score: card.difficultyScore })}</Badge>
        ) : null}
        <span className="text-xs text-slate-500">{card.frequency}</span>
      </div>

      <div>
        <h2 className="sr-only">{t("cardView.question")}</h2>
        <Markdown text={card.face} className="text-base font-medium text-slate-900" />
      </div>

      {card.type === "mcq" && options.length > 0 ? (
        <ol aria-label={t("cardView.options")} className="space-y-1">
          {options.map((option, i) => {
            const correct = i === card.answerIndex;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: options are positional and may repeat.
                key={i}
                className={`flex items-start gap-2 rounded-lg border px-2 py-1.5 text-sm ${correct ? "border-emerald-300 bg-emerald-50 text-emerald-900" : "border-slate-200"}`}
              >
                <span className="font-semibold">{optionLetter(i)}.</span>
                <Markdown inline text={option} className="min-w-0 flex-1 break-words" />
                {correct ? (
                  <span className="flex items-center gap-1 text-xs font-medium text-emerald-700">
                    <Check aria-hidden className="h-4 w-4" />
                    {t("cardView.correct")}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      ) : null}

      <Section title={t("cardView.answer")}>
        <Markdown text={card.back} />
      </Section>

      {card.type === "cloze" && card.acceptableAnswers?.length ? (
        <Section title={t("cardView.acceptableAnswers")}>{card.acceptableAnswers.join(", ")}</Section>
      ) : null}
      {card.conceptTags.length > 0 ? (
        <ul className="flex flex-wrap gap-1 border-t border-slate-100 pt-3" aria-label={t("cardView.tags")}>
          {card.conceptTags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}

      {layers.length > 0 ? (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={expanded}
            aria-controls={layersId}
            onClick={() => onToggle(card.id)}
            className="w-full justify-between"
          >
            <span className="truncate">
              {expanded ? t("cardView.hideDetails") : t("cardView.showDetails")}{" "}
              <span className="font-normal text-slate-500">
                ({layers.map((layer) => t(`cardView.layers.${layer}`)).join(", ")})
              </span>
            </span>
            <ChevronDown
              aria-hidden
              className={`h-4 w-4 shrink-0 transition-transform ${expanded ? "rotate-180" : ""}`}
            />
          </Button>
          {expanded ? (
            <div id={layersId} className="space-y-3">
              <CardLayers card={card} />
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
