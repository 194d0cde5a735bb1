/**
 * Anki's card template language, read from its documented syntax: `{{Field}}` replacements with filters
 * (`{{cloze:Text}}`, `{{type:Back}}`, `{{text:F}}`, `{{tts en_US:F}}`, several as `{{a:b:F}}`), sections
 * `{{#F}}..{{/F}}` (shown when F is not empty) and `{{^F}}..{{/F}}` (when it is), HTML comments (never
 * parsed), and the legacy `{{=<% %>=}}` switch to `<% %>` delimiters.
 *
 * Where Anki shows a template error instead of the card (a section closed under the wrong name, a section
 * never closed, `{{!comment}}`), the parse is lenient the way older Anki and AnkiDroid read such templates,
 * so the learner's cards still come through: a closing tag closes the open section of its name (and the
 * ones opened inside it), a closing tag with no such section is ignored, sections still open at the end
 * close there, `{{!..}}` is a comment and `{{{F}}}` is `{{F}}`.
 */

export type TemplateNode =
  | { kind: "text"; text: string }
  /** `filters` in the order they apply: the one written next to the field name first. */
  | { kind: "field"; key: string; filters: string[] }
  | { kind: "section"; key: string; negated: boolean; children: TemplateNode[] };

const ALT_DELIMITERS = "=<% %>=";
/** Sections nested deeper than this are ignored: no real template comes near it. */
const MAX_DEPTH = 64;

interface Section {
  key: string;
  negated: boolean;
  children: TemplateNode[];
}

/** Parses a template into nodes; never throws. */
export function parseTemplate(source: string): TemplateNode[] {
  const root: TemplateNode[] = [];
  const stack: Section[] = [];
  const target = () => stack[stack.length - 1]?.children ?? root;
  const addText = (text: string) => {
    if (!text) return;
    const nodes = target();
    const last = nodes[nodes.length - 1];
    if (last?.kind === "text") last.text += text;
    else nodes.push({ kind: "text", text });
  };
  let open = "{{";
  let close = "}}";
  let at = 0;
  let comment = -2; // where the next HTML comment starts, found again once passed
  while (at < source.length) {
    const tag = source.indexOf(open, at);
    if (comment !== -1 && comment < at) comment = source.indexOf("<!--", at);
    if (comment !== -1 && (tag === -1 || comment < tag)) {
      // Comments are copied as they are: a handlebar inside one is not a field.
      const end = source.indexOf("-->", comment + 4);
      const stop = end === -1 ? source.length : end + 3;
      addText(source.slice(at, stop));
      at = stop;
      continue;
    }
    if (tag === -1) {
      addText(source.slice(at));
      break;
    }
    const end = source.indexOf(close, tag + open.length);
    if (end === -1) {
      addText(source.slice(at));
      break;
    }
    addText(source.slice(at, tag));
    let inner = source.slice(tag + open.length, end);
    at = end + close.length;
    if (open === "{{" && inner.startsWith("{") && source.startsWith("}", at)) {
      inner = inner.slice(1); // {{{F}}}: the old unescaped form
      at += 1;
    }
    const body = inner.replace(/^\{+/, "").trim();
    if (body === ALT_DELIMITERS) {
      [open, close] = ["<%", "%>"];
    } else if (body.startsWith("!")) {
      // a mustache comment: nothing to show
    } else if (body.length >= 2 && (body[0] === "#" || body[0] === "^") && stack.length < MAX_DEPTH) {
      const section: Section = { key: body.slice(1).trim(), negated: body[0] === "^", children: [] };
      target().push({ kind: "section", ...section });
      stack.push(section);
    } else if (body.length >= 2 && body[0] === "/") {
      const key = body.slice(1).trim();
      const open = stack.map((s) => s.key).lastIndexOf(key);
      if (open !== -1) stack.length = open;
    } else {
      const parts = body.split(":");
      const key = parts.pop() ?? "";
      target().push({ kind: "field", key, filters: parts.reverse() });
    }
  }
  return root;
}

/**
 * Anki's rule for an empty side: true when no field the template would show is in `nonEmpty` (plain
 * text does not count). A section counts only when it would be shown.
 */
export function rendersEmpty(nodes: TemplateNode[], nonEmpty: ReadonlySet<string>): boolean {
  for (const node of nodes) {
    if (node.kind === "field") {
      if (nonEmpty.has(node.key)) return false;
    } else if (node.kind === "section") {
      if (nonEmpty.has(node.key) === node.negated) continue;
      if (!rendersEmpty(node.children, nonEmpty)) return false;
    }
  }
  return true;
}

/** Anki's empty field: nothing but whitespace and `<br>` / `<div>` tags. */
export const fieldIsEmpty = (html: string) => /^(?:\s|<\/?(?:br|div) ?\/?>)*$/i.test(html);
