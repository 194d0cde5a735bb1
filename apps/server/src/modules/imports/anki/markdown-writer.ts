/**
 * Writes markdown from the events of an HTML parse: text (already escaped), emphasis markers, line and
 * paragraph breaks and list items. Emphasis opened with nothing inside is dropped (no empty `****`), and
 * spaces move out of emphasis so `a<b> b </b>c` stays valid markdown (`a **b** c`).
 */
export class MarkdownWriter {
  out = "";
  private readonly pending: string[] = [];
  private readonly lists: { ordered: boolean; next: number }[] = [];

  /** Text as it appears (already markdown-escaped); runs of whitespace become one space. */
  text(raw: string): void {
    let text = raw.replace(/[ \t\r\n\f]+/g, " ");
    // Whitespace runs across pieces of text collapse too (HTML shows one space).
    if (this.out === "" || /[ \n]$/.test(this.out)) text = text.replace(/^ /, "");
    if (text === "") return;
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

  /** The markdown: lines trimmed (list items keep their indent), at most one blank line in a row. */
  result(): string {
    return this.out
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
