import type { TemplateNode } from "./anki-template";
import { clozeCard, clozeRevealed } from "./cloze";
import { htmlToPlainText } from "./html-to-markdown";
import { MARK } from "./render-markers";

/** What a side is rendered with: the note's fields and Anki's special fields, by name. */
export interface RenderContext {
  fields: ReadonlyMap<string, string>;
  nonEmpty: ReadonlySet<string>;
  /** The card's ordinal: its template, or for cloze its deletion number minus one. */
  ord: number;
  side: "question" | "answer";
}

/** What the question side asks, found while rendering it. */
export interface RenderedSide {
  html: string;
  /** Answers of the asked cloze deletions, per field, in the order the fields are first shown. */
  clozeAnswers: string[][];
  /** Plain-text answers the front asks to type (`{{type:F}}`, `{{type:cloze:F}}`). */
  typedAnswers: string[];
}

const FURIGANA = / ?([^ >]+?)\[(.+?)\]/g;

/** Anki's ruby filters on `漢字[かんじ]`: both (as ruby), the base only, or the reading only. */
function ruby(text: string, keep: "both" | "base" | "reading"): string {
  return text.replaceAll("&nbsp;", " ").replace(FURIGANA, (whole, base: string, reading: string) => {
    if (reading.startsWith("sound:")) return whole;
    if (keep === "base") return base;
    if (keep === "reading") return reading;
    return `<ruby><rb>${base}</rb><rt>${reading}</rt></ruby>`;
  });
}

class SideRenderer {
  readonly clozeAnswers = new Map<string, string[]>();
  readonly typedAnswers: string[] = [];

  constructor(private readonly ctx: RenderContext) {}

  private get question() {
    return this.ctx.side === "question";
  }

  private cloze(field: string, text: string): string {
    const number = this.ctx.ord + 1;
    const asked = clozeCard(text, number);
    if (!asked) return ""; // Anki shows a cloze field only on the cards of its own deletions
    if (!this.clozeAnswers.has(field)) this.clozeAnswers.set(field, asked.answers);
    if (this.question) return asked.face;
    return `${MARK.clozeOpen}${clozeRevealed(text, number) ?? ""}${MARK.clozeClose}`;
  }

  private typeBox(field: string, text: string, cloze: boolean): string {
    const answer = cloze ? (clozeCard(text, this.ctx.ord + 1)?.answers ?? []).join(", ") : text;
    if (!this.question) return answer; // the back shows the expected answer
    const plain = htmlToPlainText(answer);
    if (plain) this.typedAnswers.push(plain);
    if (cloze) {
      // The blanks are the cloze field's own: the box adds none.
      if (!this.clozeAnswers.has(field)) this.cloze(field, text);
      return MARK.typeBox;
    }
    // Anki's box sits on a line of its own; the app's typed cards show their blank as `___`.
    return plain ? `<div>${MARK.clozeBlank}</div>` : MARK.typeBox;
  }

  /** Anki applies `type` alone (`type:cloze:F` as a typed cloze); other filters apply in turn. */
  private applyFilters(field: string, text: string, filters: string[]): string {
    const last = filters[filters.length - 1];
    if (last === "type") return this.typeBox(field, text, filters.length === 2 && filters[0] === "cloze");
    let out = text;
    for (const filter of filters) {
      if (filter === "text") out = htmlToPlainText(out);
      else if (filter === "furigana") out = ruby(out, "both");
      else if (filter === "kanji") out = ruby(out, "base");
      else if (filter === "kana") out = ruby(out, "reading");
      else if (filter === "cloze") out = this.cloze(field, out);
      else if (filter === "cloze-only") {
        const answers = clozeCard(out, this.ctx.ord + 1)?.answers ?? [];
        out = answers.length === 0 ? "" : this.question ? MARK.clozeBlank : answers.join(", ");
      } else if (filter === "hint") {
        // The app has no hidden hint to click open: it is shown in place, under the name Anki's link has.
        out = out.trim() ? `<div>${field}: ${out}</div>` : out;
      }
      // `tts ..` (read aloud), an empty filter and filters of add-ons show the field's text as it is.
    }
    return out;
  }

  render(nodes: TemplateNode[]): string {
    let out = "";
    for (const node of nodes) {
      if (node.kind === "text") out += node.text;
      else if (node.kind === "section") {
        if (this.ctx.nonEmpty.has(node.key) !== node.negated) out += this.render(node.children);
      } else if (node.key === "FrontSide") {
        // FrontSide is always the question (even where a note has a field of that name), as in Anki.
        // On the back it marks where the question is shown (card-sides.ts puts the question there).
        if (!this.question) out += `${MARK.frontOpen}${MARK.frontClose}`;
      } else {
        // A field the note type lacks shows nothing (Anki shows an error instead of the card).
        const text = this.ctx.fields.get(node.key) ?? "";
        out += node.filters.length > 0 ? this.applyFilters(node.key, text, node.filters) : text;
      }
    }
    return out;
  }
}

/** Renders one side of a card to HTML holding the render markers. */
export function renderSide(nodes: TemplateNode[], ctx: RenderContext): RenderedSide {
  const renderer = new SideRenderer(ctx);
  const html = renderer.render(nodes);
  return { html, clozeAnswers: [...renderer.clozeAnswers.values()], typedAnswers: renderer.typedAnswers };
}
