import { useQueryClient } from "@tanstack/react-query";
import { ChevronDown, ChevronRight, Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { AiActionButton } from "../../ai-create";
import { BatchRelatedDialog, type ConceptGroup, RelatedCardDialog } from "../../related-cards";
import { useCourseCards } from "../api/course-cards";
import { courseKeys } from "../api/query-keys";
import { useCoursesText } from "../i18n";
import { type GatheredConcept, gatherRelatedConcepts } from "../lib/gather-related-concepts";

/** Concepts shown before "Show all": a course can name dozens, which would stretch the card. */
export const CONCEPTS_SHOWN = 5;

/** The concepts without a card, one batch per card that names them. */
export function groupBySource(concepts: GatheredConcept[]): ConceptGroup[] {
  const groups = new Map<string, ConceptGroup>();
  for (const c of concepts) {
    const group = groups.get(c.sourceCardId) ?? { sourceCardId: c.sourceCardId, concepts: [] };
    group.concepts.push({ name: c.title, teaser: c.teaser });
    groups.set(c.sourceCardId, group);
  }
  return [...groups.values()];
}

interface Props {
  courseId: string;
  courseName: string;
  /** Only the owner generates cards (requirements C2: non-owners only get View Cards). */
  isOwner: boolean;
}

/**
 * The related concepts named by a course's cards (requirements C2), with Generate Card and 'Generate All N
 * Cards' for the owner. The cards load only when the section is opened, so the browse page stays one
 * request however many courses it shows.
 */
export function RelatedConcepts({ courseId, courseName, isOwner }: Props) {
  const { t } = useCoursesText();
  const [open, setOpen] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [generating, setGenerating] = useState<GatheredConcept | null>(null);
  const [batchOpen, setBatchOpen] = useState(false);
  const panelId = useId();
  const queryClient = useQueryClient();
  const cards = useCourseCards(courseId, { enabled: open });
  const concepts = cards.data ? gatherRelatedConcepts(cards.data) : [];
  const missing = concepts.filter((c) => !c.hasCard);
  const shown = showAll ? concepts : concepts.slice(0, CONCEPTS_SHOWN);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: courseKeys.all });

  return (
    <div className="border-t border-slate-100 pt-3">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className="flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        {open ? (
          <ChevronDown aria-hidden className="h-4 w-4" />
        ) : (
          <ChevronRight aria-hidden className="h-4 w-4" />
        )}
        {t("related.toggle")}
      </button>
      {open ? (
        <section
          id={panelId}
          aria-label={t("related.label", { name: courseName })}
          className="mt-2 space-y-2"
        >
          {cards.isPending ? <p className="text-sm text-slate-500">{t("related.loading")}</p> : null}
          {cards.isError ? <p className="text-sm text-red-600">{t("related.loadError")}</p> : null}
          {cards.data && concepts.length === 0 ? (
            <p className="text-sm text-slate-500">{t("related.none")}</p>
          ) : null}
          {concepts.length > 0 ? (
            <>
              <ul className="space-y-2">
                {shown.map((concept) => (
                  <li
                    key={concept.title}
                    className="flex items-start justify-between gap-2 rounded-lg bg-slate-50 p-2"
                  >
                    <div className="min-w-0 text-sm">
                      <p className="font-medium break-words text-slate-800">{concept.title}</p>
                      {concept.teaser ? <p className="text-slate-500">{concept.teaser}</p> : null}
                    </div>
                    {concept.hasCard ? (
                      <Badge tone="green">{t("related.hasCard")}</Badge>
                    ) : isOwner ? (
                      <AiActionButton
                        aria-label={t("related.generateFor", { title: concept.title })}
                        onClick={() => setGenerating(concept)}
                      >
                        <Sparkles aria-hidden className="h-4 w-4" />
                        {t("related.generate")}
                      </AiActionButton>
                    ) : null}
                  </li>
                ))}
              </ul>
              <div className="flex flex-wrap items-center gap-2">
                {concepts.length > CONCEPTS_SHOWN ? (
                  <button
                    type="button"
                    className="text-sm font-medium text-brand-700 hover:underline"
                    aria-expanded={showAll}
                    onClick={() => setShowAll((s) => !s)}
                  >
                    {showAll ? t("related.showFewer") : t("related.showAll", { count: concepts.length })}
                  </button>
                ) : null}
                {isOwner && missing.length > 0 ? (
                  <AiActionButton onClick={() => setBatchOpen(true)}>
                    {t("related.generateAll", { count: missing.length })}
                  </AiActionButton>
                ) : null}
              </div>
            </>
          ) : null}
        </section>
      ) : null}
      {generating ? (
        <RelatedCardDialog
          open
          courseId={courseId}
          sourceCardId={generating.sourceCardId}
          concept={generating}
          onClose={() => setGenerating(null)}
          onSaved={refresh}
        />
      ) : null}
      {batchOpen ? (
        <BatchRelatedDialog
          open
          courseId={courseId}
          groups={groupBySource(missing)}
          onClose={() => setBatchOpen(false)}
          onDone={refresh}
        />
      ) : null}
    </div>
  );
}
