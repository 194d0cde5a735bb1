/**
 * When two texts of cards say the same thing (the merge duplicate rule, docs/decisions/merge.md). Case,
 * punctuation and spacing never count; every number, symbol, name and negation does; a misspelt word is
 * forgiven only when it cannot be another word of its own: one letter off in a long lower-case word.
 * Losing a distinct card is worse than keeping a near copy, so anything in doubt counts as different.
 */

/** Words that turn a statement around: a text with one is never the same as a text without it. */
// biome-ignore format: one language a line
const NEGATIONS = new Set([
  // English
  "not", "no", "never", "none", "nothing", "nobody", "nowhere", "neither", "nor", "cannot", "without",
  // Spanish, Portuguese, Italian, French
  "nunca", "nada", "nadie", "ninguno", "ninguna", "sin", "jamás", "tampoco", "não", "nem", "ninguém",
  "nenhum", "nenhuma", "sem", "non", "mai", "nessuno", "nessuna", "niente", "nulla", "senza", "né", "ne",
  "pas", "jamais", "rien", "aucun", "aucune", "sans", "ni",
  // German
  "nicht", "kein", "keine", "keiner", "keinen", "keinem", "keines", "nie", "niemals", "nichts", "niemand",
  "ohne", "weder",
  // Russian, Bulgarian
  "не", "нет", "ни", "никогда", "ничего", "никто", "без", "няма", "никога", "нищо", "никой",
]);

/** English number words: "four" and "five" differ as 4 and 5 do. */
const NUMBER_WORDS = new Set(
  (
    "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen " +
    "seventeen eighteen nineteen twenty thirty forty fifty sixty seventy eighty ninety hundred thousand " +
    "million billion trillion first second third fourth fifth sixth seventh eighth ninth tenth half " +
    "quarter double triple once twice thrice dozen"
  ).split(" "),
);

/** Punctuation that carries meaning and so counts as a word: "5%" is not "5", "a/b" is not "a b". */
const MEANINGFUL_PUNCTUATION = new Set(["%", "‰", "#", "&", "@", "*", "/", "\\", "-"]);

/**
 * Tokens of a text in reading order: numbers ("3.14", "1,000"), words (letters, marks and digits, with
 * inner apostrophes: "isn't"), and single symbols (+ − = < > ° $ an emoji, and the punctuation above).
 * A hyphen between letters only joins words ("x-ray" reads as "x ray"); any other hyphen is a minus.
 */
const TOKEN = /\p{N}+(?:[.,]\p{N}+)+|[\p{L}\p{M}\p{N}]+(?:'[\p{L}\p{M}\p{N}]+)*|[^\s\p{L}\p{M}\p{N}]/gu;

export interface TextTokens {
  /** Lower-case tokens. */
  words: string[];
  /** The tokens as written (a capital marks a name). */
  written: string[];
}

export function textTokens(text: string): TextTokens {
  const normal = text
    .normalize("NFKC")
    .replace(/[’‘ʼ`´]/g, "'")
    .replace(/(?<=\p{L})-(?=\p{L})/gu, " ");
  const written = (normal.match(TOKEN) ?? []).filter(
    (t) => /[\p{L}\p{M}\p{N}]/u.test(t) || /\p{S}/u.test(t) || MEANINGFUL_PUNCTUATION.has(t),
  );
  return { words: written.map((t) => t.toLowerCase()), written };
}

/** A word that may be forgiven a typo: lower-case letters only, 4 or more, no negation or number word. */
function forgivable(word: string): boolean {
  return word.length >= 4 && /^\p{Ll}+$/u.test(word) && !NEGATIONS.has(word) && !NUMBER_WORDS.has(word);
}

/**
 * The key two texts that may say the same thing share: each word that may carry a typo by its first
 * letter only, every other token whole. Texts with different keys are never the same.
 */
export function meaningKey(tokens: TextTokens): string {
  return tokens.words.map((w) => (forgivable(w) ? `${w[0]}…` : w)).join(" ");
}

/** True when `a` and `b` are one edit apart (a letter replaced, added, dropped, or two swapped). */
function oneEditApart(a: string, b: string): boolean {
  const [x, y] = a.length <= b.length ? [[...a], [...b]] : [[...b], [...a]];
  if (y.length - x.length > 1) return false;
  let i = 0;
  while (i < x.length && x[i] === y[i]) i += 1;
  if (x.length === y.length) {
    if (i === x.length) return false;
    const rest = (from: number) => x.slice(from).join("") === y.slice(from).join("");
    const swapped = x[i] === y[i + 1] && x[i + 1] === y[i] && rest(i + 2);
    return rest(i + 1) || swapped;
  }
  return x.slice(i).join("") === y.slice(i + 1).join("");
}

/**
 * A typo rather than another word: both lower-case as written (a capital marks a name), same first letter,
 * one edit apart; a replaced or swapped letter only in words of 6 or more ("plant" and "plane" are two
 * words), an added or dropped one in words of 4 or more ("cell", "cells").
 */
function isTypo(a: string, b: string, writtenA: string, writtenB: string): boolean {
  if (writtenA !== a || writtenB !== b) return false;
  if (!forgivable(a) || !forgivable(b) || a[0] !== b[0]) return false;
  const [shorter, longer] = a.length <= b.length ? [a.length, b.length] : [b.length, a.length];
  if (shorter === longer ? shorter < 6 : shorter < 4) return false;
  return oneEditApart(a, b);
}

/** Typos forgiven in one text: one, and one more for every further 8 words. */
const allowedTypos = (words: number) => Math.max(1, Math.floor(words / 8));

/** True when the two texts say the same thing by the rule above. */
export function sameMeaning(a: TextTokens, b: TextTokens): boolean {
  if (a.words.length !== b.words.length) return false;
  let typos = 0;
  for (let i = 0; i < a.words.length; i += 1) {
    const [x, y] = [a.words[i]!, b.words[i]!];
    if (x === y) continue;
    if (!isTypo(x, y, a.written[i]!, b.written[i]!)) return false;
    typos += 1;
    if (typos > allowedTypos(a.words.length)) return false;
  }
  return true;
}
