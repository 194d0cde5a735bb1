import type { GlossaryTerm } from "@recall/shared";

/**
 * The glossary fields these components read: a card's GlossaryTerm (part1 §3) fits, and so does a demo
 * card's lighter { term, definitionShort }.
 */
export type GlossaryTermLike = Pick<GlossaryTerm, "term" | "definitionShort"> & {
  definitionMedium?: string | null;
};

/** part1 §3/§9: glossary terms shown per card by default (prefs.glossaryTermCount). */
export const DEFAULT_GLOSSARY_TERM_COUNT = 7;
