import { DISPLAY_MATH, INLINE_MATH } from "@recall/shared";
import { clsx } from "clsx";
import DOMPurify from "dompurify";
import { Marked, type TokenizerAndRendererExtension } from "marked";
import { useEffect, useMemo, useRef, useState } from "react";
import i18n from "../../lib/i18n";
import {
  APP_MEDIA_URL,
  APP_SOUND_MARKER,
  loadMediaImage,
  loadMediaPlayable,
  type PlayableMedia,
} from "../../lib/media-images";
import { katexStyle } from "./katex-style";
import { loadRenderersFor, richRenderers } from "./rich-renderers";

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/**
 * Only images embedded in the text itself, and images the app stores (`/api/media/<uuid>`, imported decks),
 * are shown. Any other image would make every viewer's browser call the author's server (a public course as
 * a tracking pixel), so it becomes a link the viewer may open (docs/decisions/card-images.md). The CSP's
 * img-src ('self' data:) enforces the same in the browser.
 */
const EMBEDDED_IMAGE = /^data:image\/(?:png|jpe?g|gif|webp|avif);base64,/i;

function hostOf(href: string): string {
  try {
    return new URL(href).host || href;
  } catch {
    return href;
  }
}

/**
 * An image the app stores: an <img> without a source that `Markdown` fills in once the image is loaded with
 * the viewer's token (lib/media-images.ts). Until then, or if it cannot be shown, its alt text stands.
 */
function appImage(id: string, alt: string): string {
  return `<img data-media-id="${escapeHtml(id)}" alt="${escapeHtml(alt)}">`;
}

/**
 * The picture sign before a remote image's link: an inline SVG (lucide's "image"), not the framed-picture
 * emoji, which draws as an empty box without an emoji font (components/ui/interface-emoji.tsx).
 */
const PICTURE_SIGN =
  '<svg aria-hidden="true" width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="mr-1 inline-block align-[-0.125em]"><rect width="18" height="18" x="3" y="3" rx="2" ry="2"></rect><circle cx="9" cy="9" r="2"></circle><path d="m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21"></path></svg>';

/** A remote image as a link: the alt text (or the host) behind a picture sign, opened in a new tab. */
function imageLink(href: string, alt: string): string {
  const label = escapeHtml(alt.trim() || hostOf(href));
  return `<a href="${escapeHtml(href)}" data-remote-image="">${PICTURE_SIGN}${label}</a>`;
}

/**
 * `[sound:/api/media/<uuid>]` (Anki's marker, written by the import for a stored sound or video): the
 * browser's own player, named for screen readers, without a source until `Markdown` has loaded the file
 * with the viewer's token (lib/media-images.ts). Any other `[sound:…]` (a file the import left out) stays
 * text.
 */
const sound: TokenizerAndRendererExtension = {
  name: "sound",
  level: "inline",
  start: (src) => {
    const at = src.indexOf("[sound:");
    return at < 0 ? undefined : at;
  },
  tokenizer(src) {
    const match = APP_SOUND_MARKER.exec(src);
    return match ? { type: "sound", raw: match[0], id: match[1] } : undefined;
  },
  renderer: (token) =>
    `<audio controls preload="none" data-media-id="${escapeHtml(token.id)}" aria-label="${escapeHtml(i18n.t("common:media.sound"))}"></audio>`,
};

/** Shows a loaded sound or video in place of its placeholder player; an unplayable one says so. */
function fillPlayer(player: HTMLAudioElement, media: PlayableMedia | null) {
  if (!media) {
    const note = document.createElement("span");
    note.textContent = i18n.t("common:media.soundUnavailable");
    note.className = "text-slate-500";
    player.replaceWith(note);
    return;
  }
  let element: HTMLMediaElement = player;
  if (media.kind === "video") {
    const video = document.createElement("video");
    video.controls = true;
    video.preload = "metadata";
    video.setAttribute("aria-label", i18n.t("common:media.video"));
    video.dataset.mediaId = player.dataset.mediaId;
    player.replaceWith(video);
    element = video;
  }
  element.src = media.url;
}

/** Caps on what one formula may ask of KaTeX: sizes in em, macro expansions (a macro bomb stops). */
const KATEX_OPTIONS = {
  throwOnError: false,
  strict: "ignore",
  trust: false,
  maxSize: 20,
  maxExpand: 500,
} as const;

/** `$...$` and `$$...$$`: KaTeX's HTML once it is loaded, the escaped source until then. */
const math: TokenizerAndRendererExtension = {
  name: "math",
  level: "inline",
  start: (src) => {
    const at = src.indexOf("$");
    return at < 0 ? undefined : at;
  },
  tokenizer(src) {
    const display = DISPLAY_MATH.exec(src);
    const match = display ?? INLINE_MATH.exec(src);
    if (!match) return undefined;
    return { type: "math", raw: match[0], tex: (match[1] ?? "").trim(), display: Boolean(display) };
  },
  renderer(token) {
    const katex = richRenderers().katex;
    if (!katex) return escapeHtml(token.raw);
    return katex.renderToString(token.tex, { ...KATEX_OPTIONS, displayMode: token.display });
  },
};

/** A fenced block in a language the highlighter knows, highlighted once it is loaded (plain before). */
function highlightedCode(text: string, lang: string | undefined): string | false {
  const hljs = richRenderers().hljs;
  if (!hljs) return false;
  const name = lang?.trim().split(/\s/)[0]?.toLowerCase();
  const result =
    name && hljs.getLanguage(name)
      ? hljs.highlight(text, { language: name })
      : name
        ? null
        : hljs.highlightAuto(text);
  if (!result) return false;
  const language = result.language ? ` language-${escapeHtml(result.language)}` : "";
  return `<pre><code class="hljs${language}">${result.value}</code></pre>\n`;
}

/**
 * Card text is markdown written by people and by AI: HTML inside it is shown as text, never
 * interpreted, and the generated HTML is still sanitized as a second line of defence.
 */
const marked = new Marked({
  extensions: [math, sound],
  gfm: true,
  breaks: true,
  renderer: {
    html: (token) => escapeHtml(token.text),
    // `false` keeps marked's own <img> for embedded images.
    image: ({ href, text }) => {
      if (EMBEDDED_IMAGE.test(href)) return false;
      const media = APP_MEDIA_URL.exec(href);
      return media ? appImage(media[1]!, text) : imageLink(href, text);
    },
    code: ({ text, lang }) => highlightedCode(text, lang),
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
      // Players get their source from the app after loading a stored file, never from the text.
      if (
        (node.tagName === "AUDIO" || node.tagName === "VIDEO") &&
        (data.attrName === "src" || data.attrName === "poster")
      ) {
        data.keepAttr = false;
      }
      // Inline styles only inside KaTeX output, and only the declarations it needs (katex-style.ts).
      if (data.attrName === "style") {
        const style = node.closest(".katex") ? katexStyle(data.attrValue) : "";
        if (style) data.attrValue = style;
        else data.keepAttr = false;
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

/**
 * HTML made safe to insert: no scripts, handlers, forms or style sheets, links in a new tab, embedded
 * images only. KaTeX's HTML, MathML and SVG pass, with inline styles inside it filtered to KaTeX's own.
 */
export function sanitizeCardHtml(html: string): string {
  return purifier().sanitize(html, {
    FORBID_TAGS: [
      "style",
      "form",
      "input",
      "button",
      "textarea",
      "select",
      "iframe",
      "object",
      "embed",
      "source",
      "track",
    ],
    FORBID_ATTR: ["srcset"],
    // DOMPurify drops MathML's <annotation> (KaTeX's copy of the TeX source); its text must go with it,
    // or screen readers would read the source after the formula.
    ADD_FORBID_CONTENTS: ["annotation", "annotation-xml"],
    ADD_ATTR: ["target"],
  });
}

/** Markdown text to sanitized HTML (exported for tests and non-React use). */
export function renderMarkdown(text: string, inline = false): string {
  const html = inline ? marked.parseInline(text, { async: false }) : marked.parse(text, { async: false });
  return sanitizeCardHtml(html);
}

const blockStyles =
  "space-y-2 break-words [&_audio]:my-1 [&_audio]:max-w-full [&_video]:my-1 [&_video]:max-h-80 [&_video]:max-w-full [&_a]:text-brand-600 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-200 [&_blockquote]:pl-3 [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:text-[0.9em] [&_h1]:font-semibold [&_h2]:font-semibold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-5 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-100 [&_pre]:p-3 [&_table]:text-sm [&_td]:border [&_td]:px-2 [&_th]:border [&_th]:px-2 [&_ul]:list-disc [&_ul]:pl-5";

const inlineStyles =
  "break-words [&_audio]:inline-block [&_audio]:max-w-full [&_video]:max-h-40 [&_video]:max-w-full [&_a]:text-brand-600 [&_a]:underline [&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1";

interface MarkdownProps {
  /** The markdown source; empty text renders nothing. */
  text: string | null | undefined;
  /** Render without paragraphs (for option labels and other one-line text). */
  inline?: boolean;
  className?: string;
}

/** Renders card text as sanitized markdown. Raw HTML in the text is escaped, links open in a new tab. */
export function Markdown({ text, inline = false, className }: MarkdownProps) {
  // Bumped when KaTeX or the highlighter arrives, so the text renders again with them.
  const [renderers, setRenderers] = useState(0);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void loadRenderersFor(text).then((arrived) => {
      if (arrived && live) setRenderers((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [text]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `renderers` changes what renderMarkdown outputs.
  const html = useMemo(() => (text ? renderMarkdown(text, inline) : ""), [text, inline, renderers]);
  const container = useRef<HTMLElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the images and players to fill in are the ones `html` put in the DOM.
  useEffect(() => {
    const images = container.current?.querySelectorAll<HTMLImageElement>("img[data-media-id]") ?? [];
    let live = true;
    for (const img of images) {
      void loadMediaImage(img.dataset.mediaId ?? "").then((url) => {
        if (url && live) img.src = url;
      });
    }
    const players = container.current?.querySelectorAll<HTMLAudioElement>("audio[data-media-id]") ?? [];
    for (const player of players) {
      void loadMediaPlayable(player.dataset.mediaId ?? "").then((media) => {
        if (live) fillPlayer(player, media);
      });
    }
    return () => {
      live = false;
    };
  }, [html]);
  if (!html) return null;
  const Tag = inline ? "span" : "div";
  return (
    <Tag
      ref={container as never}
      className={clsx(inline ? inlineStyles : blockStyles, className)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML comes from marked and is sanitized by DOMPurify.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
