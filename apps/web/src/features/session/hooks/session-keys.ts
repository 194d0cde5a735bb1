import type { QuestionMode } from "@recall/shared";
import type { CardPhase } from "./session-state";

/** What a key press asks the session to do. */
export type KeyCommand = { type: "choose"; option: number } | { type: "reveal" } | { type: "continue" };

/** The parts of a KeyboardEvent the mapping reads (a real event fits). */
export interface KeyInput {
  key: string;
  target?: EventTarget | null;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  repeat?: boolean;
}

export interface KeyContext {
  phase: CardPhase;
  mode: QuestionMode;
  optionCount: number;
  /** A dialog (engine popup, artwork) is open: its own keys win. */
  blocked?: boolean;
}

/** Option letters: A-D for the usual four options, up to H for eight. */
export const OPTION_LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H"] as const;

/** The learner is typing: keys belong to the field (e.g. a cloze answer), not to the session. */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  return tag === "input" || tag === "textarea" || tag === "select" || el.isContentEditable === true;
}

/**
 * A focused control activates itself on Enter/Space; handling the key too would act twice. A toggle that
 * is already on (the Full Answer mode, an armed Flow State) does nothing when pressed again, so after
 * clicking one the key belongs to the session: Space shows the answer, as the page says.
 */
function isActivatable(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== "string") return false;
  const el = target as HTMLButtonElement;
  if (el.disabled === true) return false;
  if (typeof el.getAttribute === "function" && el.getAttribute("aria-pressed") === "true") return false;
  const tag = el.tagName.toLowerCase();
  return tag === "button" || tag === "a" || tag === "summary";
}

/** The option a key names: "1".."8" or "a".."h" (either case), if the card has that many options. */
export function optionForKey(key: string, optionCount: number): number | null {
  let index = -1;
  if (/^[1-9]$/.test(key)) index = Number(key) - 1;
  else if (/^[a-h]$/i.test(key)) index = key.toLowerCase().charCodeAt(0) - 97;
  return index >= 0 && index < Math.min(optionCount, OPTION_LETTERS.length) ? index : null;
}

/**
 * Keyboard shortcuts of the session: 1-4 / A-D choose an option (MCQ, before answering), Space reveals the
 * answer (basic/cloze), Enter continues (Next Card, Next now, Continue). Keys typed into a field, with a
 * modifier, held down, or while a dialog is open do nothing.
 */
export function keyToCommand(input: KeyInput, ctx: KeyContext): KeyCommand | null {
  if (ctx.blocked || input.repeat || input.ctrlKey || input.metaKey || input.altKey) return null;
  if (isTypingTarget(input.target)) return null;
  const { key } = input;
  if (key === "Enter" || key === " " || key === "Spacebar") {
    if (isActivatable(input.target)) return null;
    if (key === "Enter") return ctx.phase === "graded" || ctx.phase === "wrong" ? { type: "continue" } : null;
    return ctx.phase === "front" && ctx.mode === "basic" ? { type: "reveal" } : null;
  }
  if (ctx.phase !== "front" || ctx.mode !== "mcq") return null;
  const option = optionForKey(key, ctx.optionCount);
  return option === null ? null : { type: "choose", option };
}
