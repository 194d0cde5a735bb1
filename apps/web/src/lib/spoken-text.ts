import { mathFormulas } from "@recall/shared";

/**
 * Speaks one formula: KaTeX's accessible form ("x squared plus 1"), or null when the TeX does not parse.
 * Injected so this module stays pure and KaTeX stays out of pages without math.
 */
export type MathSpeech = (tex: string) => string | null;

export interface SpokenTextOptions {
  /** Without it (KaTeX not loaded), a formula is read as its TeX with the markup characters left out. */
  speakMath?: MathSpeech;
}

/** A fenced code block: its opening fence (``` or ~~~ with an info string), body and closing fence. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n([\s\S]*?)(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|$(?![\s\S]))/gm;
/** An inline code span: a run of backticks, the code, the same run again. */
const CODE_SPAN = /(`+)([\s\S]*?[^`])\1(?!`)/g;
/** Media markers: an image (its alt text is what a screen reader would say) and Anki's sound marker. */
const IMAGE = /!\[([^\]]*)\]\((?:<[^>]*>|[^)]*)\)/g;
const SOUND = /\[sound:[^\]]*\]/g;
const LINK = /\[([^\]]*)\]\((?:<[^>]*>|[^)]*)\)/g;
/** `<https://…>`: the address is the visible text. */
const AUTOLINK = /<((?:https?:|mailto:)[^>\s]+)>/g;

/**
 * Card markdown to the words a voice should say (docs/decisions/read-aloud.md):
 * - code (spans and fenced blocks) is said as written, every character kept ("return x**2"), fences and
 *   backticks left out; a block's lines are said one after the other;
 * - math is said in KaTeX's accessible form through `speakMath`;
 * - media markers (images, `[sound:…]`) are left out, an image's alt text kept;
 * - the rest is prose: markdown marks (emphasis, headings, quotes, table pipes, link targets) left out.
 */
export function spokenText(markdown: string, options: SpokenTextOptions = {}): string {
  const parts: string[] = [];
  let last = 0;
  for (const fence of markdown.matchAll(FENCE)) {
    parts.push(inlineText(markdown.slice(last, fence.index), options));
    parts.push(codeLines(fence[2] ?? ""));
    last = fence.index + fence[0].length;
  }
  parts.push(inlineText(markdown.slice(last), options));
  return squeeze(parts.join(" "));
}

/** Text outside fences: code spans as written, math spoken, the rest as prose. */
function inlineText(text: string, options: SpokenTextOptions): string {
  const parts: string[] = [];
  let last = 0;
  for (const span of text.matchAll(CODE_SPAN)) {
    parts.push(mathAndProse(text.slice(last, span.index), options));
    // Commonmark strips one space each side of a span's code; the code itself is kept whole.
    parts.push((span[2] ?? "").replace(/\n/g, " ").trim());
    last = span.index + span[0].length;
  }
  parts.push(mathAndProse(text.slice(last), options));
  // Spans sit inside a sentence: the text around them has its own spaces ("`x`?" is "x?").
  return parts.join("");
}

function mathAndProse(text: string, { speakMath }: SpokenTextOptions): string {
  const parts: string[] = [];
  let last = 0;
  for (const formula of text.matchAll(mathFormulas())) {
    // A formula's `$` right after a backslash is an escaped dollar, not math (the renderer's rule).
    if (formula.index > 0 && text[formula.index - 1] === "\\") continue;
    parts.push(prose(text.slice(last, formula.index)));
    const tex = (formula[1] ?? formula[2] ?? "").trim();
    parts.push(speakFormula(tex, speakMath));
    last = formula.index + formula[0].length;
  }
  parts.push(prose(text.slice(last)));
  return parts.join("");
}

function speakFormula(tex: string, speakMath: MathSpeech | undefined): string {
  const spoken = speakMath?.(tex);
  if (spoken) return spoken;
  // No speech for it: the TeX as the screen shows a formula it cannot draw, less its control marks.
  return squeeze(tex.replace(/\\([a-zA-Z]+)/g, " $1 ").replace(/[\\{}^_$]/g, " "));
}

function codeLines(code: string): string {
  return code
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean)
    .join("\n");
}

/** A backslash escape: the character is meant literally. */
const ESCAPE = /\\([\\`*_{}[\]()#+\-.!$|~<>])/;
/** A table's header rule (`| --- | :-: |`): no words in it. */
const TABLE_RULE = /^[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)+\|?[ \t]*$/gm;

/** Prose: media out, link and image text in, markdown marks out, escaped characters kept. */
function prose(text: string): string {
  const plain = text
    .replace(SOUND, " ")
    .replace(IMAGE, " $1 ")
    .replace(LINK, "$1")
    .replace(AUTOLINK, "$1")
    .replace(TABLE_RULE, " ")
    .replace(/^ {0,3}(#{1,6}|>+|[-*+]|\d+[.)])[ \t]+/gm, "")
    .replace(/^ {0,3}([-*_])( *\1){2,} *$/gm, " ");
  // Odd pieces are escaped characters, said as they are; even pieces lose their marks.
  return plain
    .split(ESCAPE)
    .map((piece, i) => (i % 2 === 1 ? piece : withoutMarks(piece)))
    .join("");
}

function withoutMarks(text: string): string {
  return (
    text
      .replace(/[*~`]+/g, "")
      .replace(/\|/g, " ")
      // Underscores mark emphasis only at a word's edge; inside a word (snake_case) they are the word.
      .replace(/(^|[^\p{L}\p{N}])_+|_+(?=[^\p{L}\p{N}]|$)/gu, "$1")
  );
}

/** One line of speech: whitespace runs (newlines included) become one space. */
function squeeze(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
