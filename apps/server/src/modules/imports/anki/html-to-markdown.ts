/**
 * Anki fields are HTML; card text in the app is markdown whose embedded HTML is shown as text
 * (apps/web/src/components/ui/markdown.tsx). So every tag becomes markdown or goes: bold, italic, line
 * breaks, paragraphs and lists are kept; images become `![](name)`; MathJax `\(..\)` / `\[..\]` become
 * `$..$` / `$$..$$` (the app renders those with KaTeX); sound tags, scripts, styles and other tags are
 * dropped with their markup, keeping their text.
 */

export interface MarkdownOptions {
  /** Whether an image with this file name may be kept (it is in the package and of a kind we store). */
  keepImage?: (name: string) => boolean;
}

export interface MarkdownResult {
  markdown: string;
  /** Package images the text uses, in order, each once. */
  images: string[];
  /** Images dropped: not in the package, or not a kind we store. */
  droppedImages: number;
  /** `[sound:..]` references dropped. */
  sounds: number;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  laquo: "«",
  raquo: "»",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  deg: "°",
  times: "×",
  divide: "÷",
  middot: "·",
  bull: "•",
  euro: "€",
  shy: "",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === "#") {
      const code =
        body[1] === "x" || body[1] === "X" ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : "";
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

const SOUND = /\[sound:[^\]]*\]/g;
const DROPPED_BLOCKS = /<(script|style|head|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<!--[\s\S]*?-->/gi;
const MATH = /\\\(([\s\S]*?)\\\)|\\\[([\s\S]*?)\\\]/g;
const TOKEN = /<\/?([a-z][a-z0-9]*)\b((?:[^>"']|"[^"]*"|'[^']*')*)>|([^<]+)|</gi;
/** Math and the cloze blank are held as private-use placeholders while the HTML around them is converted. */
const MATH_MARK = "\uE001";

/** Characters that would start markdown formatting if left as they are. */
function escapeMarkdown(text: string): string {
  return text.replace(/[\\*_`[\]~]/g, "\\$&");
}

function attribute(attrs: string, name: string): string | null {
  const match = new RegExp(`\\b${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(attrs);
  return match ? decodeEntities(match[1] ?? match[2] ?? match[3] ?? "") : null;
}

const isLocalFile = (src: string) => !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(src) && src.length > 0;
const imageMarkdown = (src: string) => (/[\s()<>]/.test(src) ? `![](<${src}>)` : `![](${src})`);

class MarkdownWriter {
  out = "";
  private readonly pending: string[] = [];
  private readonly lists: { ordered: boolean; next: number }[] = [];

  text(raw: string): void {
    const text = raw.replace(/[ \t\r\n\f]+/g, " ");
    if (this.pending.length > 0) {
      const lead = /^ */.exec(text)![0];
      this.out += lead + this.pending.join("");
      this.pending.length = 0;
      this.out += text.slice(lead.length);
    } else {
      this.out += text;
    }
  }

  open(marker: string): void {
    this.pending.push(marker);
  }

  close(marker: string): void {
    const at = this.pending.lastIndexOf(marker);
    if (at >= 0) {
      this.pending.splice(at, 1); // nothing was written inside: no empty `****`
      return;
    }
    const trailing = /\s*$/.exec(this.out)![0];
    this.out = this.out.slice(0, this.out.length - trailing.length) + marker + trailing;
  }

  newline(blank = false): void {
    if (this.out === "" || this.out.endsWith(blank ? "\n\n" : "\n")) return;
    this.out += blank && !this.out.endsWith("\n") ? "\n\n" : "\n";
  }

  listStart(ordered: boolean): void {
    this.newline();
    this.lists.push({ ordered, next: 1 });
  }

  listEnd(): void {
    this.lists.pop();
    this.newline();
  }

  item(): void {
    this.newline();
    const list = this.lists[this.lists.length - 1];
    // A nested item is indented past its parent's marker ("- " or "1. "), as CommonMark requires.
    const indent = this.lists
      .slice(0, -1)
      .map((l) => (l.ordered ? "   " : "  "))
      .join("");
    this.out += indent + (list?.ordered ? `${list.next++}. ` : "- ");
  }
}

const INLINE: Record<string, string> = { b: "**", strong: "**", i: "*", em: "*" };
const BLOCKS = new Set(["div", "p", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "pre", "table", "tr"]);

/** Converts one Anki field (HTML) to the app's markdown. */
export function htmlToMarkdown(html: string, options: MarkdownOptions = {}): MarkdownResult {
  let sounds = 0;
  const math: string[] = [];
  const images: string[] = [];
  let droppedImages = 0;
  const source = html
    .replace(SOUND, () => {
      sounds++;
      return "";
    })
    .replace(DROPPED_BLOCKS, "")
    .replace(MATH, (_, inline: string | undefined, display: string | undefined) => {
      const tex = decodeEntities(
        (inline ?? display ?? "").replace(/<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, ""),
      );
      math.push(display !== undefined ? `$$${tex.trim()}$$` : `$${tex.trim()}$`);
      return `${MATH_MARK}${math.length - 1}${MATH_MARK}`;
    });
  const writer = new MarkdownWriter();
  for (const match of source.matchAll(TOKEN)) {
    const [whole, tagName, attrs = "", text] = match;
    if (text !== undefined || !tagName) {
      writer.text(escapeMarkdown(decodeEntities(text ?? whole)));
      continue;
    }
    const tag = tagName.toLowerCase();
    const closing = whole.startsWith("</");
    if (INLINE[tag]) closing ? writer.close(INLINE[tag]) : writer.open(INLINE[tag]);
    else if (tag === "br") writer.newline();
    else if (tag === "ul" || tag === "ol") closing ? writer.listEnd() : writer.listStart(tag === "ol");
    else if (tag === "li" && !closing) writer.item();
    else if (BLOCKS.has(tag)) writer.newline(tag === "p");
    else if ((tag === "td" || tag === "th") && closing)
      writer.text(" "); // cells of a row stay apart
    else if (tag === "img" && !closing) {
      const src = attribute(attrs, "src") ?? "";
      if (!isLocalFile(src)) {
        if (src) writer.text(imageMarkdown(src));
        continue;
      }
      const name = options.keepImage?.(src) ? src : safeDecodeUri(src);
      if (name && options.keepImage?.(name)) {
        writer.text(imageMarkdown(name));
        if (!images.includes(name)) images.push(name);
      } else droppedImages++;
    }
  }
  const markdown = writer.out
    .split("\n")
    .map((line) => {
      const body = line.trim();
      return /^(?:- |\d+\. )/.test(body) ? line.trimEnd() : body;
    })
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .replace(new RegExp(`${MATH_MARK}(\\d+)${MATH_MARK}`, "g"), (_, i: string) => math[Number(i)] ?? "")
    .trim();
  return { markdown, images, droppedImages, sounds };
}

function safeDecodeUri(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The text of a field without any markup: for answers a learner types (cloze acceptable answers). */
export function htmlToPlainText(html: string): string {
  return decodeEntities(
    html
      .replace(SOUND, "")
      .replace(DROPPED_BLOCKS, "")
      .replace(/<br\s*\/?>/gi, " ")
      .replace(/<[^>]*>/g, ""),
  )
    .replace(/\s+/g, " ")
    .trim();
}
