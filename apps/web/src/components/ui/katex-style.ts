/**
 * KaTeX positions its glyphs with inline styles (heights, offsets, margins, colours), so a formula
 * cannot render without them. The sanitizer keeps a `style` attribute only inside KaTeX output and
 * only with these properties and plain values: no url(), no expressions, no fixed positioning
 * (docs/decisions/rich-card-content.md).
 */
const LENGTH = /^-?(?:\d+\.?\d*|\.\d+)(?:em|ex|px|pt|%)?$/;
const CALC = /^calc\([\d.\s%+\-*/a-z]+\)$/;
const COLOR = /^(?:[a-z]+|#[0-9a-f]{3,8})$/i;

const PROPERTIES: Record<string, (value: string) => boolean> = {
  height: (v) => LENGTH.test(v) || CALC.test(v),
  width: (v) => LENGTH.test(v) || CALC.test(v),
  "min-width": (v) => LENGTH.test(v),
  "max-width": (v) => LENGTH.test(v),
  "vertical-align": (v) => LENGTH.test(v),
  top: (v) => LENGTH.test(v),
  left: (v) => LENGTH.test(v),
  "margin-left": (v) => LENGTH.test(v),
  "margin-right": (v) => LENGTH.test(v),
  "margin-top": (v) => LENGTH.test(v),
  "padding-left": (v) => LENGTH.test(v),
  "border-bottom-width": (v) => LENGTH.test(v),
  "border-right-width": (v) => LENGTH.test(v),
  "border-top-width": (v) => LENGTH.test(v),
  "border-width": (v) => LENGTH.test(v),
  "border-style": (v) => v === "solid" || v === "dashed",
  "border-color": (v) => COLOR.test(v),
  position: (v) => v === "relative",
  color: (v) => COLOR.test(v),
  "background-color": (v) => COLOR.test(v),
};

/** The declarations of `style` KaTeX may use, the rest dropped; empty when none is left. */
export function katexStyle(style: string): string {
  const kept: string[] = [];
  for (const declaration of style.split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    if (PROPERTIES[property]?.(value)) kept.push(`${property}:${value}`);
  }
  return kept.join(";");
}
