/**
 * Writes markdown from the events of an HTML parse: text (already escaped), emphasis markers, line and
 * paragraph breaks and list items. Emphasis opened with nothing inside is dropped (no empty `****`), and
 * spaces move out of emphasis so `a<b> b </b>c` stays valid markdown (`a **b** c`).
 *
 * Every event costs time independent of the text written so far (the trailing whitespace is kept apart,
 * list indents are built once per list): a field of 100,000 tags is converted in linear time.
 */

/** Lists nested deeper than this are indented as this one (CommonMark reads them the same way). */
const MAX_LIST_INDENT = 10;

interface List {
  ordered: boolean;
  next: number;
  /** The indent of this list's items. */
  indent: string;
  depth: number;
}

export class MarkdownWriter {
  /** What is written, without its trailing whitespace. */
  private body = "";
  /** The trailing whitespace (spaces and line breaks), which closing emphasis goes before. */
  private tail = "";
  private readonly pending: string[] = [];
  private readonly lists: List[] = [];

  private get empty() {
    return this.body === "" && this.tail === "";
  }

  /** Text as it appears (already markdown-escaped); runs of whitespace become one space. */
  text(raw: string): void {
    let text = raw.replace(/[ \t\r\n\f]+/g, " ");
    // Whitespace runs across pieces of text collapse too (HTML shows one space).
    // (The body never ends in whitespace: that is the tail.)
    if (this.empty || this.tail !== "") text = text.replace(/^ /, "");
    if (text === "") return;
    const lead = text.startsWith(" ") ? " " : "";
    let core = text.slice(lead.length);
    if (this.pending.length > 0) {
      this.body += this.tail + lead + this.pending.join("");
      this.tail = "";
      this.pending.length = 0;
    } else this.tail += lead;
    const trailing = core.endsWith(" ") ? " " : "";
    core = core.slice(0, core.length - trailing.length);
    if (core !== "") {
      this.body += this.tail + core;
      this.tail = "";
    }
    this.tail += trailing;
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
    this.body += marker;
  }

  newline(blank = false): void {
    if (this.empty || this.tail.endsWith(blank ? "\n\n" : "\n")) return;
    this.tail += blank && !this.tail.endsWith("\n") ? "\n\n" : "\n";
  }

  listStart(ordered: boolean): void {
    this.newline();
    const parent = this.lists[this.lists.length - 1];
    // A nested item is indented past its parent's marker ("- " or "1. "), as CommonMark requires.
    const deeper = parent && parent.depth < MAX_LIST_INDENT;
    this.lists.push({
      ordered,
      next: 1,
      indent: parent ? parent.indent + (deeper ? (parent.ordered ? "   " : "  ") : "") : "",
      depth: parent ? parent.depth + 1 : 0,
    });
  }

  listEnd(): void {
    this.lists.pop();
    this.newline();
  }

  item(): void {
    this.newline();
    const list = this.lists[this.lists.length - 1];
    this.body += this.tail + (list?.indent ?? "") + (list?.ordered ? `${list.next++}.` : "-");
    this.tail = " ";
  }

  /** The markdown: lines trimmed (list items keep their indent), at most one blank line in a row. */
  result(): string {
    return (this.body + this.tail)
      .split("\n")
      .map((line) => {
        const body = line.trim();
        return /^(?:- |\d+\. )/.test(body) ? line.trimEnd() : body;
      })
      .join("\n")
      .replace(/\n{3,}/g, "\n\n")
      .trim();
  }
}
