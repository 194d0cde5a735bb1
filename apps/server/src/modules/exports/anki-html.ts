import { clozeBlankPattern, mathFormulas, splitAtClozeBlanks } from "@recall/shared";
import { PACKAGE_IMAGE_NAME } from "./anki-media";

/**
 * Card markdown as the HTML of an Anki field. Anki shows fields as HTML and renders math with MathJax
 * between \( \) and \[ \], so: text is escaped, the markdown the app's cards use (bold, italic, code,
 * code blocks, links, line breaks) becomes tags, `$…$` / `$$…$$` become MathJax delimiters (math
 * renders in exports too), and only images written into the package (anki-media.ts) or embedded as `data:`
 * survive as <img> (the app shows no others: docs/decisions/card-images.md). `[sound:name]` stays as it is:
 * it is Anki's own marker. Not a full markdown renderer: lists and headings stay as their text.
 */

export const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp|avif);base64,[A-Za-z0-9+/=]+$/;
const SAFE_LINK = /^https?:\/\//i;

export function markdownToAnkiHtml(markdown: string): string {
  // Code and math are set aside first so that nothing inside them is read as markdown.
  const kept: string[] = [];
  // A private-use character marks where a kept piece goes back (any in the text itself is dropped).
  const keep = (html: string) => `\uE000${kept.push(html) - 1}\uE000`;
  let text = markdown.replace(/\r\n?/g, "\n").replace(/\uE000/g, "");
  text = text.replace(/```[^\n]*\n([\s\S]*?)```/g, (_, code: string) =>
    keep(`<pre><code>${escapeHtml(code.replace(/\n$/, ""))}</code></pre>`),
  );
  text = text.replace(/`([^`\n]+)`/g, (_, code: string) => keep(`<code>${escapeHtml(code)}</code>`));
  text = text.replace(mathFormulas(), (_, display: string | undefined, inline: string | undefined) =>
    keep(display !== undefined ? `\\[${escapeHtml(display.trim())}\\]` : `\\(${escapeHtml(inline!)}\\)`),
  );
  text = text.replace(/!\[([^\]]*)\]\(([^)\s]+)\)/g, (_, alt: string, src: string) =>
    DATA_IMAGE.test(src) || PACKAGE_IMAGE_NAME.test(src)
      ? keep(`<img src="${src}" alt="${escapeHtml(alt)}">`)
      : `[${alt || "image"}]`,
  );
  text = text.replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) =>
    SAFE_LINK.test(href) ? keep(`<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`) : label,
  );
  text = escapeHtml(text)
    .replace(/\*\*([^*\s](?:[^*]*?[^*\s])?)\*\*/g, "<b>$1</b>")
    .replace(/__([^_\s](?:[^_]*?[^_\s])?)__/g, "<b>$1</b>")
    .replace(/(^|[^*\w])\*([^*\s](?:[^*]*?[^*\s])?)\*/g, "$1<i>$2</i>")
    .replace(/(^|[^_\w])_([^_\s](?:[^_]*?[^_\s])?)_(?!\w)/g, "$1<i>$2</i>")
    .replace(/~~(\S(?:[^~]*?\S)?)~~/g, "<s>$1</s>")
    .replace(/\n/g, "<br>");
  return text.replace(/\uE000(\d+)\uE000/g, (_, i: string) => kept[Number(i)]!);
}

/** The text Anki sorts and checks duplicates by: the field without tags or entities. */
export function stripHtml(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .trim();
}

/** `}}` would close the cloze early: a space keeps the text readable. */
const clozeSafe = (html: string) => html.replace(/\}\}/g, "} }").replace(/::/g, ":\u200b:");

/**
 * A cloze card's text with its blanks as Anki's first deletion: each blank of the face (the shared rule:
 * three or more underscores, replaced whole) becomes `{{c1::…}}`. A face with several blanks whose back
 * lists as many answers joined by ", " (how the Anki reader writes a deletion used more than once) gets one
 * answer per blank; otherwise the first blank holds the whole back and the others stay as written. A face
 * without a blank gets the deletion after it.
 */
export function clozeText(face: string, answer: string): string {
  const deletion = (text: string) => `{{c1::${clozeSafe(markdownToAnkiHtml(text))}}}`;
  const parts = splitAtClozeBlanks(face);
  if (parts.length === 1) return `${markdownToAnkiHtml(face)}<br>${deletion(answer)}`;
  const written = face.match(clozeBlankPattern()) ?? [];
  const answers = answer.split(", ");
  return parts
    .map((part, i) => {
      const html = markdownToAnkiHtml(part);
      if (i === written.length) return html;
      if (answers.length === written.length) return html + deletion(answers[i]!);
      return html + (i === 0 ? deletion(answer) : written[i]!);
    })
    .join("");
}
