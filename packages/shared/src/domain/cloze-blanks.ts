/**
 * Where a cloze card's face asks for its answer. A blank is a run of three or more underscores ("___",
 * "_____"): however long the author drew it, it is one blank, matched whole, so nothing of it is left
 * beside what replaces it. Every reader and writer of cloze faces (exports, imports) uses this rule.
 */

/** The blank the app writes: what a face shows where its answer goes. */
export const CLOZE_BLANK = "___";

/** A fresh global pattern of one blank (a fresh one each call: global patterns keep their position). */
export const clozeBlankPattern = () => /_{3,}/g;

/** The face's text around its blanks: one more part than there are blanks. */
export function splitAtClozeBlanks(face: string): string[] {
  return face.split(clozeBlankPattern());
}

/** How many blanks the face holds. */
export function countClozeBlanks(face: string): number {
  return face.match(clozeBlankPattern())?.length ?? 0;
}
