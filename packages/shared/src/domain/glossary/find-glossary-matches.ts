/** A glossary entry: the bare term, or any object carrying it (e.g. a card's GlossaryTerm). */
export type GlossaryEntry = string | { term: string };

/** One highlighted span: `text.slice(start, end)` is the matched wording (original case). */
export interface GlossaryMatch {
  start: number;
  end: number;
  /** The term as listed in the glossary (trimmed). */
  term: string;
  /** Index of the entry in the `terms` argument, to fetch its definition. */
  index: number;
}

/**
 * Letters, combining marks and digits make up words. Marks are included so a term never ends in the
 * middle of a word in scripts such as Devanagari, where vowel signs are marks, not letters.
 */
const WORD_CHAR = "[\\p{L}\\p{M}\\p{N}]";

/**
 * Finds glossary terms in text (requirements S3): whole-word, case-insensitive, longest term first, no overlaps.
 * "Longest first" is global: all terms are tried from the longest down, and a shorter term's occurrence
 * is dropped when it overlaps a span already taken. Whitespace inside a term matches any whitespace run,
 * so "cell membrane" also matches across a line break. Blank and duplicate terms (ignoring case) are
 * skipped; the first listing wins. Matches come back sorted by position.
 */
export function findGlossaryMatches(text: string, terms: readonly GlossaryEntry[]): GlossaryMatch[] {
  if (text.length === 0) return [];
  const taken: GlossaryMatch[] = [];
  for (const { term, index } of orderTerms(terms)) {
    const pattern = new RegExp(`(?<!${WORD_CHAR})${toPattern(term)}(?!${WORD_CHAR})`, "giu");
    for (const m of text.matchAll(pattern)) {
      const start = m.index;
      const end = start + m[0].length;
      if (taken.some((t) => start < t.end && t.start < end)) continue;
      taken.push({ start, end, term, index });
    }
  }
  return taken.sort((a, b) => a.start - b.start);
}

/** Unique, non-blank terms, longest first; equal lengths keep their listed order. */
function orderTerms(terms: readonly GlossaryEntry[]): { term: string; index: number }[] {
  const seen = new Set<string>();
  const list: { term: string; index: number }[] = [];
  terms.forEach((entry, index) => {
    const term = (typeof entry === "string" ? entry : entry.term).trim();
    const key = term.toLowerCase();
    if (term.length === 0 || seen.has(key)) return;
    seen.add(key);
    list.push({ term, index });
  });
  return list.sort((a, b) => b.term.length - a.term.length || a.index - b.index);
}

/** Escapes regex syntax so "C++" or "(a|b)" are matched literally; inner whitespace becomes \s+. */
function toPattern(term: string): string {
  return (
    term
      .split(/\s+/u)
      // Only syntax characters: with the u flag, escaping anything else (such as "-") is an error.
      .map((part) => part.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&"))
      .join("\\s+")
  );
}
