import { splitByGlossary } from "@recall/shared/domain/glossary/split-by-glossary";
import { clsx } from "clsx";
import { useId, useMemo, useRef, useState } from "react";
import type { GlossaryTermLike } from "./types";
import { useDismiss } from "./use-dismiss";

export interface GlossaryTextProps {
  /** Plain text; it is rendered as React text nodes (never as HTML), keeping line breaks. */
  text: string;
  /** Terms to highlight: whole word, case-insensitive, longest first, no overlaps (requirements S3). */
  terms: readonly GlossaryTermLike[];
  /** Called when a term's popup opens (analytics "glossary-term-view"). */
  onTermView?: (term: GlossaryTermLike) => void;
  className?: string;
}

/**
 * requirements S2 "glossary term popups": text whose glossary terms are buttons with a dotted underline.
 * Clicking or focusing one opens a small popup with its definition; an outside click or Escape closes
 * it (listeners armed after 100 ms). Renders an inline <span>, so it fits inside a <p> or a heading.
 */
export function GlossaryText({ text, terms, onTermView, className }: GlossaryTextProps) {
  const segments = useMemo(() => {
    let offset = 0;
    return splitByGlossary(text, terms).map((segment) => {
      const start = offset;
      offset += segment.text.length;
      return { ...segment, start };
    });
  }, [text, terms]);
  const [openAt, setOpenAt] = useState<number | null>(null);
  const baseId = useId();

  const open = (start: number, index: number) => {
    if (openAt === start) return;
    setOpenAt(start);
    const term = terms[index];
    if (term) onTermView?.(term);
  };

  return (
    <span className={clsx("whitespace-pre-wrap", className)}>
      {segments.map((segment) => {
        const term = segment.index === undefined ? undefined : terms[segment.index];
        if (!term || segment.index === undefined) return <span key={segment.start}>{segment.text}</span>;
        const index = segment.index;
        return (
          <GlossaryTerm
            key={segment.start}
            label={segment.text}
            term={term}
            popupId={`${baseId}-${segment.start}`}
            isOpen={openAt === segment.start}
            onOpen={() => open(segment.start, index)}
            onClose={() => setOpenAt((current) => (current === segment.start ? null : current))}
          />
        );
      })}
    </span>
  );
}

interface GlossaryTermProps {
  label: string;
  term: GlossaryTermLike;
  popupId: string;
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
}

function GlossaryTerm({ label, term, popupId, isOpen, onOpen, onClose }: GlossaryTermProps) {
  const wrapper = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Escape hands focus back to the term; that focus must not reopen the popup.
  const refocusing = useRef(false);
  useDismiss(isOpen, wrapper, (reason) => {
    onClose();
    if (reason === "escape") {
      refocusing.current = true;
      button.current?.focus();
      refocusing.current = false;
    }
  });
  const medium = term.definitionMedium?.trim();
  return (
    <span ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-describedby={isOpen ? popupId : undefined}
        onClick={onOpen}
        onFocus={() => {
          if (!refocusing.current) onOpen();
        }}
        className="cursor-help rounded-sm underline decoration-brand-500 decoration-dotted decoration-2 underline-offset-4 hover:bg-brand-50 focus:bg-brand-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500/40"
      >
        {label}
      </button>
      {isOpen ? (
        <span
          id={popupId}
          role="tooltip"
          className="absolute top-full left-0 z-30 mt-1 block w-64 max-w-[80vw] whitespace-normal rounded-lg border border-slate-200 bg-white p-3 text-left text-sm font-normal text-slate-700 shadow-lg"
        >
          <span className="block font-semibold text-slate-900">{term.term}</span>
          <span className="block">{term.definitionShort}</span>
          {medium ? <span className="mt-1 block text-slate-500">{medium}</span> : null}
        </span>
      ) : null}
    </span>
  );
}
