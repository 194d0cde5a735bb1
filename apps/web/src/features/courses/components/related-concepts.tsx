import { ChevronDown, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { Badge } from "../../../components/ui/badge";
import { useCourseCards } from "../api/course-cards";
import { gatherRelatedConcepts } from "../lib/gather-related-concepts";
import { AiPendingButton } from "./ai-pending-button";

/**
 * The related concepts named by a course's cards. The cards load only when the section is opened,
 * so the browse page stays one request however many courses it shows.
 */
export function RelatedConcepts({ courseId, courseName }: { courseId: string; courseName: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const cards = useCourseCards(courseId, { enabled: open });
  const concepts = cards.data ? gatherRelatedConcepts(cards.data) : [];
  const missing = concepts.filter((c) => !c.hasCard);

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
        Related concepts
      </button>
      {open ? (
        <section id={panelId} aria-label={`Related concepts of ${courseName}`} className="mt-2 space-y-2">
          {cards.isPending ? <p className="text-sm text-slate-500">Loading related concepts...</p> : null}
          {cards.isError ? (
            <p className="text-sm text-red-600">Could not load the related concepts.</p>
          ) : null}
          {cards.data && concepts.length === 0 ? (
            <p className="text-sm text-slate-500">The cards of this course name no related concepts.</p>
          ) : null}
          {concepts.length > 0 ? (
            <>
              <ul className="space-y-2">
                {concepts.map((concept) => (
                  <li
                    key={concept.title}
                    className="flex items-start justify-between gap-2 rounded-lg bg-slate-50 p-2"
                  >
                    <div className="min-w-0 text-sm">
                      <p className="font-medium text-slate-800">{concept.title}</p>
                      {concept.teaser ? <p className="text-slate-500">{concept.teaser}</p> : null}
                    </div>
                    {concept.hasCard ? (
                      <Badge tone="green">Has card</Badge>
                    ) : (
                      <AiPendingButton aria-label={`Generate Card: ${concept.title}`}>
                        Generate Card
                      </AiPendingButton>
                    )}
                  </li>
                ))}
              </ul>
              {missing.length > 0 ? (
                <AiPendingButton>Generate All {missing.length} Cards</AiPendingButton>
              ) : null}
            </>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}
