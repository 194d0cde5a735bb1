/**
 * Turns user text into PostgreSQL search expressions (docs/decisions/search.md). Words are runs of
 * letters and digits in any script; everything else separates them, so no user character ever reaches
 * tsquery or regex syntax. Lower-casing is left to PostgreSQL ('simple' config, `~*`), so the query is
 * normalised exactly like the stored vector.
 */
const WORD = /[\p{L}\p{N}]+/gu;

/** At most this many words of a query are used. */
export const MAX_QUERY_WORDS = 16;

/**
 * The last word also matches as a prefix only from this many characters (docs/decisions/search.md
 * "Prefix from four letters"): a 1-3 letter prefix starts a large share of any vocabulary, and its
 * match is both too broad to help and the slowest search there is.
 */
export const MIN_PREFIX_LENGTH = 4;

export interface ParsedQuery {
  /** The text with runs of whitespace collapsed: what trigram similarity compares. */
  text: string;
  /**
   * Every word required; the last one also as a prefix when it has `MIN_PREFIX_LENGTH` or more characters
   * (it may be still being typed): `'green' & 'phot':*`. A shorter last word matches only whole.
   */
  tsquery: string;
  /** The distinct words lower-cased, as the 'simple' configuration stores them (planner statistics). */
  lexemes: string[];
  /** The last word when it also matches as a prefix (lower-cased), else null. */
  prefix: string | null;
  /**
   * Every word, whole, in the face (weight A): `'green':A & 'photo':A`. What the cards likely to get the
   * exact-phrase boost hold; the extra candidates of a broad match.
   */
  faceTsquery: string;
  /** Case-insensitive regex for the whole query as a phrase of whole words (the exact-phrase boost). */
  phrase: string;
}

export function words(text: string): string[] {
  return (text.match(WORD) ?? []).slice(0, MAX_QUERY_WORDS);
}

/** Null when the text holds no word at all (blank or punctuation only): such a query does not filter. */
export function parseQuery(raw: string | undefined): ParsedQuery | null {
  const list = words(raw ?? "");
  if (list.length === 0) return null;
  const unique = [...new Set(list)];
  const last = unique.at(-1)!;
  const prefix = last.length >= MIN_PREFIX_LENGTH ? last : null;
  return {
    text: (raw ?? "").trim().replace(/\s+/g, " ").slice(0, 200),
    tsquery: unique.map((w, i) => (i === unique.length - 1 && prefix ? `'${w}':*` : `'${w}'`)).join(" & "),
    lexemes: [...new Set(unique.map((w) => w.toLowerCase()))],
    prefix: prefix?.toLowerCase() ?? null,
    faceTsquery: unique.map((w) => `'${w}':A`).join(" & "),
    phrase: `\\m${list.join("[^[:alnum:]]+")}\\M`,
  };
}

/** A word more frequent than this (share of all cards) says little about a card: like a stop word. */
export const SIMILAR_MAX_WORD_FREQUENCY = 0.005;

/**
 * The characteristic words of "similar cards": a card's distinct words of three or more characters, minus
 * words known to be common (`frequency`: share of cards holding the lexeme, from the planner's
 * statistics), rarest first, then longest, at most six. Each is a tsquery operand as it stands (letters and
 * digits only).
 */
export function similarityWords(texts: string[], frequency: Map<string, number>): string[] {
  const seen = new Map<string, string>();
  for (const w of texts.flatMap((t) => t.match(WORD) ?? [])) {
    const key = w.toLowerCase();
    if (w.length >= 3 && !seen.has(key) && (frequency.get(key) ?? 0) <= SIMILAR_MAX_WORD_FREQUENCY)
      seen.set(key, w);
  }
  const freq = (w: string) => frequency.get(w.toLowerCase()) ?? 0;
  return [...seen.values()]
    .sort((a, b) => freq(a) - freq(b) || b.length - a.length || a.localeCompare(b))
    .slice(0, 6);
}
