import { Parser } from "htmlparser2";
import { MarkdownWriter } from "./markdown-writer";
import { MARK } from "./render-markers";

/**
 * Anki fields are HTML; card text in the app is markdown whose embedded HTML is shown as text
 * (apps/web/src/components/ui/markdown.tsx). So every tag becomes markdown or goes, through a real HTML
 * parser (htmlparser2: unclosed and misnested tags, entities and attributes as browsers read them): bold,
 * italic, line breaks, paragraphs and lists are kept; images become `![](name)`; sounds and videos stay
 * Anki's `[sound:name]` markers; MathJax `\(..\)` / `\[..\]` become `$..$` / `$$..$$` (the app renders those
 * with KaTeX); scripts, styles and other tags are dropped with their markup, keeping their text.
 */

export interface MarkdownOptions {
  /** Whether the package holds a media file of this name (so the card may refer to it). */
  inPackage?: (name: string) => boolean;
}

export interface MarkdownResult {
  markdown: string;
  /** Package files the text refers to (images, sounds, videos), in order, each once. */
  media: string[];
  /** Local images the package does not hold (dropped from the text), each once. */
  missingImages: string[];
}

const MATH = /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g;
const SOUND = /\[sound:([^\]]+)\]/g;
/** Math is held as a private-use placeholder while the HTML around it is converted. */
const MATH_MARK = "\uE001";

/** Characters that would start markdown formatting if left as they are. */
const escapeMarkdown = (text: string) => text.replace(/[\\*_`[\]~]/g, "\\$&");

const isLocalFile = (src: string) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src) && src.length > 0;
const imageMarkdown = (src: string) => (/[\s()<>]/.test(src) ? `![](<${src}>)` : `![](${src})`);

const INLINE: Record<string, string> = { b: "**", strong: "**", i: "*", em: "*" };
const BLOCKS = new Set([
  "div",
  "p",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "blockquote",
  "pre",
  "table",
  "tr",
  "hr",
  "center",
]);
/** Elements whose content is not card text. */
const HIDDEN = new Set(["script", "style", "head", "title", "template"]);
const PLAYABLE = new Set(["audio", "video", "source"]);

function safeDecodeUri(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The text of an HTML fragment: tags gone, entities decoded, hidden elements' content dropped. */
function textOf(html: string, lineBreak = " "): string {
  let out = "";
  let hidden = 0;
  const parser = new Parser(
    {
      onopentag(name) {
        if (HIDDEN.has(name)) hidden++;
        else if (name === "br" || BLOCKS.has(name)) out += lineBreak;
      },
      onclosetag(name) {
        if (HIDDEN.has(name)) hidden = Math.max(0, hidden - 1);
      },
      ontext(text) {
        if (hidden === 0) out += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return out;
}

/** Converts Anki HTML (a field, or a rendered card side) to the app's markdown. */
export function htmlToMarkdown(html: string, options: MarkdownOptions = {}): MarkdownResult {
  const math: string[] = [];
  const media: string[] = [];
  const missingImages: string[] = [];
  const refer = (name: string) => {
    if (!media.includes(name)) media.push(name);
  };
  const localName = (src: string) => {
    if (options.inPackage?.(src)) return src;
    const decoded = safeDecodeUri(src);
    return decoded && options.inPackage?.(decoded) ? decoded : null;
  };
  // MathJax spans may cross tags (`\(a<b>x</b>\)`): taken out first, their TeX read as plain text.
  const source = html.replace(MATH, (_, inline: string | undefined, display: string | undefined) => {
    const tex = textOf(inline ?? display ?? "").trim();
    math.push(display !== undefined ? `$$${tex}$$` : `$${tex}$`);
    return `${MATH_MARK}${math.length - 1}${MATH_MARK}`;
  });
  const writer = new MarkdownWriter();
  let hidden = 0;
  let pendingText = "";
  // Text arrives in pieces (around entities); sound markers and escaping need it whole.
  const flushText = () => {
    if (!pendingText) return;
    // Anki's editor writes &nbsp; for many spaces: they are spaces to the learner (and to a typed answer).
    pendingText = pendingText.replaceAll("\u00a0", " ");
    let at = 0;
    for (const match of pendingText.matchAll(SOUND)) {
      writer.text(escapeMarkdown(pendingText.slice(at, match.index)));
      const name = match[1]!;
      if (options.inPackage?.(name)) refer(name);
      writer.text(`[sound:${name}]`);
      at = match.index + match[0].length;
    }
    writer.text(escapeMarkdown(pendingText.slice(at)));
    pendingText = "";
  };
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        flushText();
        if (HIDDEN.has(name)) hidden++;
        if (hidden > 0) return;
        if (INLINE[name]) writer.open(INLINE[name]);
        else if (name === "br") writer.newline();
        else if (name === "ul" || name === "ol") writer.listStart(name === "ol");
        else if (name === "li") writer.item();
        else if (name === "hr" && attribs.id?.toLowerCase() === "answer") {
          writer.newline(true);
          writer.text(MARK.answer);
          writer.newline(true);
        } else if (BLOCKS.has(name)) writer.newline(name === "p" || name === "hr");
        else if (name === "rt") writer.text("(");
        else if (name === "img") {
          const src = attribs.src ?? "";
          if (!isLocalFile(src)) {
            if (src) writer.text(imageMarkdown(src));
            return;
          }
          const file = localName(src);
          if (file) {
            writer.text(imageMarkdown(file));
            refer(file);
          } else if (!missingImages.includes(src)) missingImages.push(src);
        } else if (PLAYABLE.has(name) && attribs.src && isLocalFile(attribs.src)) {
          // HTML players become Anki's own marker, which the app plays.
          const file = localName(attribs.src) ?? attribs.src;
          if (options.inPackage?.(file)) refer(file);
          writer.text(` [sound:${file}] `);
        }
      },
      onclosetag(name) {
        flushText();
        if (HIDDEN.has(name)) {
          hidden = Math.max(0, hidden - 1);
          return;
        }
        if (hidden > 0) return;
        if (INLINE[name]) writer.close(INLINE[name]);
        else if (name === "ul" || name === "ol") writer.listEnd();
        else if (name === "rt") writer.text(")");
        else if (BLOCKS.has(name) && name !== "hr") writer.newline(name === "p");
        else if (name === "td" || name === "th") writer.text(" "); // cells of a row stay apart
      },
      ontext(text) {
        if (hidden === 0) pendingText += text;
      },
    },
    { decodeEntities: true },
  );
  parser.write(source);
  parser.end();
  flushText();
  const markdown = writer
    .result()
    .replace(new RegExp(`${MATH_MARK}(\\d+)${MATH_MARK}`, "g"), (_, i: string) => math[Number(i)] ?? "");
  return { markdown, media, missingImages };
}

/** The text of a field without any markup: for answers a learner types (cloze and typed answers). */
export function htmlToPlainText(html: string): string {
  return textOf(html.replace(SOUND, "")).replace(/\s+/g, " ").trim();
}
