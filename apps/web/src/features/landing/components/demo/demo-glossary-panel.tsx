import { BookA } from "lucide-react";
import type { DemoGlossaryTerm } from "../../data/demo-cards";
import { useLandingText } from "../../i18n";

/** The card's glossary: each term with its short definition. */
export function DemoGlossaryPanel({ id, terms }: { id: string; terms: readonly DemoGlossaryTerm[] }) {
  const { t } = useLandingText();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-amber-200 bg-amber-50/60 p-5"
    >
      <h4 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-slate-900">
        <BookA className="h-5 w-5 text-amber-700" aria-hidden="true" />
        {t("demo.glossary")}
      </h4>
      <dl className="mt-3 divide-y divide-amber-200/70">
        {terms.map((entry) => (
          <div key={entry.term} className="py-2.5 sm:grid sm:grid-cols-3 sm:gap-4">
            <dt className="font-medium text-slate-900">{entry.term}</dt>
            <dd className="mt-0.5 text-sm text-slate-700 sm:col-span-2 sm:mt-0">{entry.definitionShort}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
