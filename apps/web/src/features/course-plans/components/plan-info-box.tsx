import { NOUNS, PLAN_LIMITS, plural } from "@recall/shared";
import { Info } from "lucide-react";

/**
 * requirements C2 Progressive creation: the info box. It states the bound the server splits by (shared
 * `planSubtopicSizes`); the form shows the exact split of the chosen target.
 */
export function PlanInfoBox() {
  return (
    <aside className="flex gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-slate-700">
      <Info aria-hidden className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" />
      <div>
        <p className="font-medium">How progressive creation works</p>
        <ul className="mt-1 list-disc space-y-0.5 pl-5">
          <li>
            Cards are generated one subtopic at a time, at most{" "}
            {plural(PLAN_LIMITS.cardsPerSubtopic, NOUNS.card)} each.
          </li>
          <li>Generation can be paused and resumed at any time.</li>
          <li>Cost tracking: the plan shows what its generation has cost so far.</li>
          <li>The plan stays editable: rename it, reorder or remove subtopics.</li>
        </ul>
      </div>
    </aside>
  );
}
