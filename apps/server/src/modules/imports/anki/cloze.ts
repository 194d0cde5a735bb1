/**
 * Anki cloze deletions, `{{c1::answer}}` or `{{c1::answer::hint}}`, nested (`{{c1::a {{c2::b}}}}`) and
 * shared (`{{c1,2::x}}`) as Anki 2.1.56+ allows. Card ord n shows the deletions numbered n+1 as blanks.
 */

import { MARK } from "./render-markers";

/** Stands for the blank while the text is converted to markdown; the caller turns it into `___`. */
export const CLOZE_BLANK = MARK.clozeBlank;

type Node = string | Deletion;
interface Deletion {
  numbers: number[];
  children: Node[];
  hint: string | null;
}

const OPEN = /^\{\{c(\d+(?:,\d+)*)::/;
/** Deletions nested deeper than this are read as text (Anki's own editor nests two or three). */
const MAX_DEPTH = 64;

function parse(text: string): Node[] {
  const root: Node[] = [];
  const stack: { deletion: Deletion; inHint: boolean; hintText: string }[] = [];
  let buffer = "";
  const target = (): Node[] => stack[stack.length - 1]?.deletion.children ?? root;
  const flush = () => {
    if (!buffer) return;
    const top = stack[stack.length - 1];
    if (top?.inHint) top.hintText += buffer;
    else target().push(buffer);
    buffer = "";
  };
  let at = 0;
  while (at < text.length) {
    const open =
      text.startsWith("{{c", at) && stack.length < MAX_DEPTH ? OPEN.exec(text.slice(at, at + 40)) : null;
    if (open) {
      flush();
      const deletion: Deletion = { numbers: open[1]!.split(",").map(Number), children: [], hint: null };
      target().push(deletion);
      stack.push({ deletion, inHint: false, hintText: "" });
      at += open[0].length;
    } else if (stack.length > 0 && text.startsWith("}}", at)) {
      flush();
      const top = stack.pop()!;
      if (top.inHint) top.deletion.hint = top.hintText;
      at += 2;
    } else if (stack.length > 0 && !stack[stack.length - 1]!.inHint && text.startsWith("::", at)) {
      flush();
      stack[stack.length - 1]!.inHint = true;
      at += 2;
    } else {
      buffer += text[at];
      at++;
    }
  }
  flush();
  // An unclosed deletion is shown as its text, as Anki does.
  return root;
}

/** The last texts parsed: a card reads its note's cloze field several times (numbers, front, back). */
const recent = new Map<string, Node[]>();
const RECENT = 8;

function parsed(text: string): Node[] {
  let nodes = recent.get(text);
  if (!nodes) {
    nodes = parse(text);
    if (recent.size >= RECENT) recent.delete(recent.keys().next().value!);
    recent.set(text, nodes);
  }
  return nodes;
}

/** A hint shown after the blank, in parentheses unless its author already wrote them. */
function hintInParentheses(hint: string): string {
  const trimmed = hint.trim();
  return /^\(.*\)$/s.test(trimmed) ? trimmed : `(${trimmed})`;
}

/** The text with deletion `active` blanked (`reveal` false) or shown (true); its answers collected. */
function render(nodes: Node[], active: number, answers: string[], reveal = false): string {
  let out = "";
  for (const node of nodes) {
    if (typeof node === "string") out += node;
    else if (node.numbers.includes(active)) {
      const answer = render(node.children, 0, []);
      answers.push(answer);
      if (reveal) out += answer;
      else out += node.hint ? `${CLOZE_BLANK} ${hintInParentheses(node.hint)}` : CLOZE_BLANK;
    } else out += render(node.children, active, answers, reveal);
  }
  return out;
}

/** Every cloze number the text uses, ascending. */
export function clozeNumbers(text: string): number[] {
  const numbers = new Set<number>();
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (typeof node === "string") continue;
      for (const n of node.numbers) numbers.add(n);
      visit(node.children);
    }
  };
  visit(parsed(text));
  return [...numbers].sort((a, b) => a - b);
}

/**
 * The text with deletion `number` as blanks (hints kept) and every other deletion as its text, and the
 * answers of the blanks in order; null when the text has no deletion with that number.
 */
export function clozeCard(text: string, number: number): { face: string; answers: string[] } | null {
  const answers: string[] = [];
  const face = render(parsed(text), number, answers);
  return answers.length > 0 ? { face, answers } : null;
}

/** The text with every deletion shown, as Anki's back shows it; null when deletion `number` is not in it. */
export function clozeRevealed(text: string, number: number): string | null {
  const answers: string[] = [];
  const shown = render(parsed(text), number, answers, true);
  return answers.length > 0 ? shown : null;
}
