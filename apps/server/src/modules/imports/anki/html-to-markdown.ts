import { type Handler, Parser } from "htmlparser2";
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

/** Collects the text of an HTML fragment: tags gone, entities decoded, hidden elements' content dropped. */
class TextCollector implements Partial<Handler> {
  out = "";
  private hidden = 0;
  lineBreak = " ";
  onreset() {
    this.out = "";
    this.hidden = 0;
  }
  onopentag(name: string) {
    if (HIDDEN.has(name)) this.hidden++;
    else if (name === "br" || BLOCKS.has(name)) this.out += this.lineBreak;
  }
  onclosetag(name: string) {
    if (HIDDEN.has(name)) this.hidden = Math.max(0, this.hidden - 1);
  }
  ontext(text: string) {
    if (this.hidden === 0) this.out += text;
  }
}

/** Turns parser events into markdown (see the module's comment); `start` readies it for one fragment. */
class MarkdownCollector implements Partial<Handler> {
  writer = new MarkdownWriter();
  media: string[] = [];
  missingImages: string[] = [];
  private options: MarkdownOptions = {};
  private hidden = 0;
  private pendingText = "";

  start(options: MarkdownOptions) {
    this.options = options;
    this.writer = new MarkdownWriter();
    this.media = [];
    this.missingImages = [];
    this.hidden = 0;
    this.pendingText = "";
  }

  private refer(name: string) {
    if (!this.media.includes(name)) this.media.push(name);
  }

  private localName(src: string) {
    if (this.options.inPackage?.(src)) return src;
    const decoded = safeDecodeUri(src);
    return decoded && this.options.inPackage?.(decoded) ? decoded : null;
  }

  /** Text arrives in pieces (around entities); sound markers and escaping need it whole. */
  flushText() {
    if (!this.pendingText) return;
    // Anki's editor writes &nbsp; for many spaces: they are spaces to the learner (and to a typed answer).
    const text = this.pendingText.replaceAll("\u00a0", " ");
    this.pendingText = "";
    let at = 0;
    for (const match of text.matchAll(SOUND)) {
      this.writer.text(escapeMarkdown(text.slice(at, match.index)));
      const name = match[1]!;
      if (this.options.inPackage?.(name)) this.refer(name);
      this.writer.text(`[sound:${name}]`);
      at = match.index + match[0].length;
    }
    this.writer.text(escapeMarkdown(text.slice(at)));
  }

  onopentag(name: string, attribs: Record<string, string>) {
    this.flushText();
    if (HIDDEN.has(name)) this.hidden++;
    if (this.hidden > 0) return;
    const writer = this.writer;
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
    else if (name === "img") this.image(attribs.src ?? "");
    else if (PLAYABLE.has(name) && attribs.src && isLocalFile(attribs.src)) {
      // HTML players become Anki's own marker, which the app plays.
      const file = this.localName(attribs.src) ?? attribs.src;
      if (this.options.inPackage?.(file)) this.refer(file);
      writer.text(` [sound:${file}] `);
    }
  }

  private image(src: string) {
    if (!isLocalFile(src)) {
      if (src) this.writer.text(imageMarkdown(src));
      return;
    }
    const file = this.localName(src);
    if (file) {
      this.writer.text(imageMarkdown(file));
      this.refer(file);
    } else if (!this.missingImages.includes(src)) this.missingImages.push(src);
  }

  onclosetag(name: string) {
    this.flushText();
    if (HIDDEN.has(name)) {
      this.hidden = Math.max(0, this.hidden - 1);
      return;
    }
    if (this.hidden > 0) return;
    const writer = this.writer;
    if (INLINE[name]) writer.close(INLINE[name]);
    else if (name === "ul" || name === "ol") writer.listEnd();
    else if (name === "rt") writer.text(")");
    else if (BLOCKS.has(name) && name !== "hr") writer.newline(name === "p");
    else if (name === "td" || name === "th") writer.text(" "); // cells of a row stay apart
  }

  ontext(text: string) {
    if (this.hidden === 0) this.pendingText += text;
  }
}

// One parser of each kind, reused: a conversion is synchronous, and building a parser costs more than
// converting a short field (measured in bench/README.md, "Anki package reading").
const textCollector = new TextCollector();
const textParser = new Parser(textCollector, { decodeEntities: true });
const markdownCollector = new MarkdownCollector();
const markdownParser = new Parser(markdownCollector, { decodeEntities: true });

/** Elements that never hold others (they do not deepen the nesting). */
const VOID = new Set([
  "br",
  "img",
  "hr",
  "input",
  "meta",
  "link",
  "source",
  "wbr",
  "area",
  "col",
  "embed",
  "track",
]);
/** Deeper markup than this is no card's: it is read as its text (the parser's work grows with the depth). */
const MAX_NESTING = 256;

/** The HTML as it is, or without its tags when it nests deeper than MAX_NESTING (one pass, no backtracking). */
function tameNesting(html: string): string {
  let depth = 0;
  for (let at = html.indexOf("<"); at !== -1; at = html.indexOf("<", at + 1)) {
    const closing = html[at + 1] === "/";
    let end = at + (closing ? 2 : 1);
    while (end < html.length && /[a-zA-Z0-9]/.test(html[end]!)) end++;
    const name = html.slice(at + (closing ? 2 : 1), end).toLowerCase();
    if (!name || !/^[a-z]/.test(name)) continue;
    if (closing) depth = Math.max(0, depth - 1);
    else if (!VOID.has(name) && ++depth > MAX_NESTING) return html.replace(/<[^<>]*>?/g, " ");
  }
  return html;
}

function textOf(html: string): string {
  textParser.parseComplete(tameNesting(html));
  return textCollector.out;
}

/**
 * Replaces each MathJax span, `\(..\)` inline or `\[..\]` display (the first to open wins, each closed by
 * its own delimiter), scanning once: a field of many unclosed `\(` costs no more than its length.
 */
function replaceMath(html: string, replace: (tex: string, display: boolean) => string): string {
  const delimiters = [
    { open: "\\(", close: "\\)", display: false, next: -2 },
    { open: "\\[", close: "\\]", display: true, next: -2 },
  ];
  let out = "";
  let at = 0;
  for (;;) {
    // Where each kind opens next, found again only once the scan has passed it.
    for (const d of delimiters) if (d.next !== -1 && d.next < at) d.next = html.indexOf(d.open, at);
    const open = delimiters.filter((d) => d.next !== -1).sort((a, b) => a.next - b.next)[0];
    if (!open) break;
    const end = html.indexOf(open.close, open.next + 2);
    if (end === -1) {
      // No closing delimiter after this one: none after any later opening either.
      open.next = -1;
      continue;
    }
    out += html.slice(at, open.next) + replace(html.slice(open.next + 2, end), open.display);
    at = end + 2;
  }
  return out + html.slice(at);
}

/** Converts Anki HTML (a field, or a rendered card side) to the app's markdown. */
export function htmlToMarkdown(html: string, options: MarkdownOptions = {}): MarkdownResult {
  const math: string[] = [];
  // MathJax spans may cross tags (`\(a<b>x</b>\)`): taken out first, their TeX read as plain text.
  const source = replaceMath(html, (tex, display) => {
    const plain = textOf(tex).trim();
    math.push(display ? `$$${plain}$$` : `$${plain}$`);
    return `${MATH_MARK}${math.length - 1}${MATH_MARK}`;
  });
  markdownCollector.start(options);
  markdownParser.parseComplete(tameNesting(source));
  markdownCollector.flushText();
  const markdown = markdownCollector.writer
    .result()
    .replace(new RegExp(`${MATH_MARK}(\\d+)${MATH_MARK}`, "g"), (_, i: string) => math[Number(i)] ?? "");
  return { markdown, media: markdownCollector.media, missingImages: markdownCollector.missingImages };
}

/** The text of a field without any markup: for answers a learner types (cloze and typed answers). */
export function htmlToPlainText(html: string): string {
  return textOf(html.replace(SOUND, "")).replace(/\s+/g, " ").trim();
}
