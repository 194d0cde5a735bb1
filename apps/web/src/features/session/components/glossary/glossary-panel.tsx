import { clsx } from "clsx";
import { BookOpen, ChevronDown, ChevronRight } from "lucide-react";
import { useId, useState } from "react";
import { useSessionText } from "../../i18n";
import { DEFAULT_GLOSSARY_TERM_COUNT, type GlossaryTermLike } from "./types";

export interface GlossaryPanelProps {
  /** The card's glossary, in the order to show. */
  terms: readonly GlossaryTermLike[];
  /** How many terms to list: prefs.glossaryTermCount (1 to 20, default 7). */
  maxTerms?: number;
  /** Called when the learner expands a term's medium definition (analytics "glossary-term-view"). */
  onTermView?: (term: GlossaryTermLike) => void;
  className?: string;
}

/**
 * requirements S2 "Glossary side panel": up to maxTerms terms with their short definition; a term with a
 * medium definition expands to show it. Meant for wide screens; pair it with {@link useIsWide}.
 */
export function GlossaryPanel({
  terms,
  maxTerms = DEFAULT_GLOSSARY_TERM_COUNT,
  onTermView,
  className,
}: GlossaryPanelProps) {
  const { t } = useSessionText();
  const shown = terms.slice(0, Math.max(0, Math.floor(maxTerms)));
  return (
    <aside
      aria-label={t("glossary.label")}
      className={clsx("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm", className)}
    >
      <h2 className="mb-3 flex items-center gap-2 text-sm font-semibold text-slate-800">
        <BookOpen aria-hidden className="h-4 w-4 text-brand-600" /> {t("glossary.label")}
      </h2>
      {shown.length === 0 ? (
        <p className="text-sm text-slate-500">{t("glossary.none")}</p>
      ) : (
        <ul className="space-y-3">
          {shown.map((term) => (
            <GlossaryEntryItem key={term.term} term={term} onTermView={onTermView} />
          ))}
        </ul>
      )}
    </aside>
  );
}

function GlossaryEntryItem({
  term,
  onTermView,
}: {
  term: GlossaryTermLike;
  onTermView?: (t: GlossaryTermLike) => void;
}) {
  const { t } = useSessionText();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const medium = term.definitionMedium?.trim();
  return (
    <li className="text-sm">
      <p className="font-medium text-slate-800">{term.term}</p>
      <p className="text-slate-600">{term.definitionShort}</p>
      {medium ? (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={detailId}
            aria-label={t(open ? "glossary.lessAbout" : "glossary.moreAbout", { term: term.term })}
            onClick={() => {
              if (!open) onTermView?.(term);
              setOpen(!open);
            }}
            className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-brand-600 hover:text-brand-700"
          >
            {open ? (
              <ChevronDown aria-hidden className="h-3 w-3" />
            ) : (
              <ChevronRight aria-hidden className="h-3 w-3" />
            )}
            {open ? t("glossary.less") : t("glossary.more")}
          </button>
          <p
            id={detailId}
            hidden={!open}
            className="mt-1 whitespace-pre-wrap rounded-lg bg-slate-50 p-2 text-slate-700"
          >
            {medium}
          </p>
        </>
      ) : null}
    </li>
  );
}
