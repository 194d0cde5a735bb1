import { clsx } from "clsx";
import DOMPurify from "dompurify";
import { Marked } from "marked";
import { useMemo } from "react";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Only images embedded in the text itself are shown. Any other image would make every viewer's browser
 * call the author's server (a public course as a tracking pixel), so it becomes a link the viewer may open
 * (docs/decisions/card-images.md). The CSP's img-src ('self' data:) enforces the same in the browser.
 */
const EMBEDDED_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,/i;

function hostOf(href: string): string {
  try {
    return new URL(href).host || href;
  } catch {
    return href;
  }
}

/** A remote image as a link: the alt text (or the host) behind a picture sign, opened in a new tab. */
function imageLink(href: string, alt: string): string {
  const label = escapeHtml(alt.trim() || hostOf(href));
  return `<a href="${escapeHtml(href)}" data-remote-image=""><span aria-hidden="true">🖼️ </span>${label}</a>`;
}

/**
 * Card text is markdown written by people and by AI: HTML inside it is shown as text, never
 * interpreted, and the generated HTML is still sanitized as a second line of defence.
 */
const marked = new Marked({
  gfm: true,
  breaks: true,
  renderer: {
    html: (token) => escapeHtml(token.text),
    // `false` keeps marked's own <img> for embedded images.
    image: ({ href, text }) => (EMBEDDED_IMAGE.test(href) ? false : imageLink(href, text)),
  },
});

let hooked = false;
function purifier() {
  if (!hooked) {
    // Second line of defence for the image rule: an <img> keeps its source only when it is embedded.
    DOMPurify.addHook("uponSanitizeAttribute", (node, data) => {
      if (node.tagName === "IMG" && data.attrName === "src" && !EMBEDDED_IMAGE.test(data.attrValue)) {
        data.keepAttr = false;
      }
    });
    // Every link leaves the app in a new tab without handing it a reference to this window.
    DOMPurify.addHook("afterSanitizeAttributes", (node) => {
      if (node.tagName === "A" && node.hasAttribute("href")) {
        node.setAttribute("target", "_blank");
        node.setAttribute("rel", "noopener noreferrer");
      }
    });
    hooked = true;
  }
  return DOMPurify;
}

/** HTML made safe to insert: no scripts, handlers, forms or styles, links in a new tab, embedded images only. */
export function sanitizeCardHtml(html: string): string {
  return purifier().sanitize(html, {
    FORBID_TAGS: ["style", "form", "input", "button", "textarea", "select", "iframe", "object", "embed"],
    FORBID_ATTR: ["style", "srcset"],
    ADD_ATTR: ["target"],
  });
}

/** Markdown text to sanitized HTML (exported for tests and non-React use). */
export function renderMarkdown(text: string, inline = false): string {
  const html = inline ? marked.parseInline(text, { async: false }) : marked.parse(text, { async: false });
  return sanitizeCardHtml(html);
}

const blockStyles =
  "space-y-2 break-words [&_a]:text-brand-600 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_table]:text-sm [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5";

const inlineStyles =
  "break-words [&_a]:text-brand-600 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1";

interface MarkdownProps {
  /** The markdown source; empty text renders nothing. */
  text: string | null | undefined;
  /** Render without paragraphs (for option labels and other one-line text). */
  inline?: boolean;
  className?: string;
}

/** Renders card text as sanitized markdown. Raw HTML in the text is escaped, links open in a new tab. */
export function Markdown({ text, inline = false, className }: MarkdownProps) {
  const html = useMemo(() => (text ? renderMarkdown(text, inline) : ""), [text, inline]);
  if (!html) return null;
  const Tag = inline ? "span" : "div";
  return (
    <Tag
      className={clsx(inline ? inlineStyles : blockStyles, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from marked and is sanitized by DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
