/**
 * Typo tolerance of the course card view's search, the rule the card library's search keeps on the
 * server: a query word of five letters or more also finds a word one edit away (a letter wrong, missing,
 * extra, or two neighbours swapped). Shorter words are matched exactly: one edit turns them into too
 * many other words.
 */
export const TYPO_MIN_LENGTH = 5;

/** True when `a` becomes `b` by at most one substitution, insertion, deletion or adjacent swap. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  if (a.length === b.length) {
    const diff: number[] = [];
    for (let i = 0; i < a.length && diff.length <= 2; i++) if (a[i] !== b[i]) diff.push(i);
    if (diff.length === 1) return true;
    const [i, j] = diff;
    return diff.length === 2 && j === i! + 1 && a[i!] === b[j] && a[j] === b[i!];
  }
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  return short.slice(i) === long.slice(i + 1);
}

/** The words of a text, lower-cased: runs of letters and digits in any script. */
export const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether a query word, typed with at most one typo, names one of the text's words. */
export function matchesWithTypo(queryWord: string, textWords: readonly string[]): boolean {
  if (queryWord.length < TYPO_MIN_LENGTH) return false;
  return textWords.some((w) => withinOneEdit(queryWord, w));
}
