/**
 * The slug rule (requirements C5, collections; used for courses too): lowercase, spaces to hyphens, characters
 * other than a-z, 0-9 and hyphen removed. Before that, letters are transliterated so a name in another
 * language keeps its letters ("Émile Zola" gives "emile-zola", not "mile-zola"): Unicode NFKD with the
 * combining marks stripped, plus the common letters that do not decompose (ß, æ, œ, ø, ł, đ, ð, þ, ı).
 * Runs of hyphens collapse to one and none is left at either end ("  Hello   World  " gives "hello-world").
 */

/** Letters that NFKD leaves alone, spelled the way they are usually written in Latin letters. */
const LETTERS: Record<string, string> = {
  ß: "ss",
  ẞ: "ss",
  æ: "ae",
  Æ: "ae",
  œ: "oe",
  Œ: "oe",
  ø: "o",
  Ø: "o",
  ł: "l",
  Ł: "l",
  đ: "d",
  Đ: "d",
  ð: "d",
  Ð: "d",
  þ: "th",
  Þ: "th",
  ı: "i",
};
const SPECIAL = new RegExp(`[${Object.keys(LETTERS).join("")}]`, "g");

/** The name's characters reduced to a-z, 0-9 and single hyphens, without trimming the ends. */
function slugChars(input: string): string {
  return input
    .replace(SPECIAL, (c) => LETTERS[c] ?? c)
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/\s+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-");
}

/** The slug of a name; "" when the name has no letter or digit that can be written in a-z or 0-9. */
export function slugify(input: string): string {
  return slugChars(input).replace(/^-|-$/g, "");
}

/**
 * The slug while it is being typed: the same rule, but one trailing hyphen is kept so "my-" can become
 * "my-course". Leading hyphens are dropped. Apply `slugify` when the field is left or submitted.
 */
export function slugDraft(input: string): string {
  return slugChars(input).replace(/^-/, "");
}

/** Said by the web forms and the server alike when a name gives an empty slug. */
export const SLUG_MESSAGES = {
  noUsableCharacters:
    "The name has no letters or digits to make a web address (slug) from. Use at least one letter or digit.",
} as const;

export type SlugResult = { ok: true; slug: string } | { ok: false; message: string };

/** The slug of a non-blank name, or the plain message when none of its characters can be used. */
export function slugFromName(name: string): SlugResult {
  const slug = slugify(name);
  return slug ? { ok: true, slug } : { ok: false, message: SLUG_MESSAGES.noUsableCharacters };
}
