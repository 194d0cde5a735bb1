import { findGlossaryMatches, type GlossaryEntry } from "./find-glossary-matches";

/** A piece of text to render; glossary pieces carry the term and its entry index. */
export interface GlossarySegment {
  text: string;
  term?: string;
  index?: number;
}

/**
 * Cuts text into plain and glossary segments in reading order, using {@link findGlossaryMatches}.
 * Joining every segment's text gives back the input unchanged; empty plain pieces are left out.
 */
export function splitByGlossary(text: string, terms: readonly GlossaryEntry[]): GlossarySegment[] {
  const segments: GlossarySegment[] = [];
  let cursor = 0;
  for (const m of findGlossaryMatches(text, terms)) {
    if (m.start > cursor) segments.push({ text: text.slice(cursor, m.start) });
    segments.push({ text: text.slice(m.start, m.end), term: m.term, index: m.index });
    cursor = m.end;
  }
  if (cursor < text.length) segments.push({ text: text.slice(cursor) });
  return segments;
}
