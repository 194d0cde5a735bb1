import type { GlossaryTerm } from "@recall/shared";

/**
 * The glossary fields these components read: a card's GlossaryTerm (requirements S3) fits, and so does a demo
 * card's lighter { term, definitionShort }.
 */
export type GlossaryTermLike = Pick<GlossaryTerm, "term" | "definitionShort"> & {
  definitionMedium?: string | null;
};

/** requirements S3/S9: glossary terms shown per card by default (prefs.glossaryTermCount). */
export const DEFAULT_GLOSSARY_TERM_COUNT = 7;
