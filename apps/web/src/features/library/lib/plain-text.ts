/**
 * Card markdown as plain text for compact tiles: emphasis, code, heading and list marks and link targets
 * are dropped, and a `[sound:…]` marker (a sound or video the card plays) is "(sound)". Not a markdown
 * parser; good enough for a two-line preview.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\[sound:[^\]]*\]/g, "(sound)")
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, "")
    .replace(/(\*\*|__|\*|_|~~|`+)(\S(?:.*?\S)?)\1/g, "$2")
    .replace(/\s+/g, " ")
    .trim();
}
