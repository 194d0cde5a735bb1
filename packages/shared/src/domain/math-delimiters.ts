/**
 * Where card markdown holds math: `$$…$$` anywhere, or `$…$` opening and closing on
 * non-space characters and not followed by a digit, so "costs $5 and $6" stays text. One rule for the
 * web renderer (KaTeX) and the Anki export (MathJax delimiters).
 */
const DISPLAY = String.raw`\$\$([\s\S]+?)\$\$`;
const INLINE = String.raw`\$(?=[^\s$])((?:\\\$|[^$\n])*?[^\s\\$])\$(?!\d)`;

/** Display math at the start of the text; group 1 is the TeX. */
export const DISPLAY_MATH = new RegExp(`^${DISPLAY}`);
/** Inline math at the start of the text; group 1 is the TeX. */
export const INLINE_MATH = new RegExp(`^${INLINE}`);
/** Whether a text holds any math. */
export const ANY_MATH = new RegExp(`${DISPLAY}|${INLINE}`);

/** Every formula of a text: group 1 is display TeX, group 2 inline TeX. A new RegExp per call (it is global). */
export function mathFormulas(): RegExp {
  return new RegExp(`${DISPLAY}|${INLINE}`, "g");
}
