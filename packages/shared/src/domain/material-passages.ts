/**
 * A learner's material split into passages (docs/decisions/course-material.md): the unit a batch of cards
 * is generated from and the text a card keeps as its source. Deterministic: the same text always gives the
 * same passages, so a stored material and a resumed job agree on passage numbers.
 */

export const PASSAGE_LIMITS = {
  /** Paragraphs are joined until a passage would pass this many characters. */
  target: 1200,
  /** A single paragraph longer than this is cut at sentence ends (or hard, when a sentence is longer). */
  max: 2000,
  /** A passage shorter than this is merged into the one before it. */
  min: 200,
} as const;

/** The text with normalised line ends, trailing spaces removed and runs of blank lines collapsed. */
export function normaliseMaterialText(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t\f\v]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

function cutLong(paragraph: string, max: number): string[] {
  if (paragraph.length <= max) return [paragraph];
  const out: string[] = [];
  let current = "";
  for (const sentence of paragraph.match(/[^.!?]+[.!?]*\s*/g) ?? [paragraph]) {
    if (current && current.length + sentence.length > max) {
      out.push(current.trim());
      current = "";
    }
    current += sentence;
    while (current.length > max) {
      out.push(current.slice(0, max).trim());
      current = current.slice(max);
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

/** Splits material into passages by paragraphs (blank lines), joined up to `target` characters each. */
export function splitPassages(text: string, limits = PASSAGE_LIMITS): string[] {
  const paragraphs = normaliseMaterialText(text)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .flatMap((p) => cutLong(p, limits.max));
  const passages: string[] = [];
  let current = "";
  for (const paragraph of paragraphs) {
    if (current && current.length + 2 + paragraph.length > limits.target) {
      passages.push(current);
      current = "";
    }
    current = current ? `${current}\n\n${paragraph}` : paragraph;
  }
  if (current) passages.push(current);
  // A short tail reads better with the passage before it than as a card source of its own.
  const last = passages.at(-1);
  if (passages.length > 1 && last && last.length < limits.min) {
    passages.pop();
    passages[passages.length - 1] = `${passages.at(-1)}\n\n${last}`;
  }
  return passages;
}
