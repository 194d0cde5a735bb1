import { ANY_MATH } from "@recall/shared";
import type { HLJSApi } from "highlight.js";
import type katexModule from "katex";

/**
 * KaTeX and the code highlighter are loaded only when a card on screen needs them (a `$` formula, a
 * fenced code block), so neither lands on the landing page's JavaScript budget nor on pages without
 * such cards (docs/decisions/rich-card-content.md). Until they arrive, math shows as its source and
 * code as plain text; the Markdown component renders again once they are here.
 */
export interface RichRenderers {
  katex?: typeof katexModule;
  hljs?: HLJSApi;
}

const loaded: RichRenderers = {};

/** What has been loaded so far (read while rendering markdown). */
export function richRenderers(): Readonly<RichRenderers> {
  return loaded;
}

const CODE_FENCE = /^ {0,3}(```|~~~)/m;

/** Which renderers a text needs: math for a formula, code for a fenced block. */
export function neededRenderers(text: string): { math: boolean; code: boolean } {
  return { math: ANY_MATH.test(text), code: CODE_FENCE.test(text) };
}

let mathLoading: Promise<void> | undefined;
let codeLoading: Promise<void> | undefined;

function loadMath(): Promise<void> {
  mathLoading ??= Promise.all([import("katex"), import("katex/dist/katex.min.css")]).then(([mod]) => {
    loaded.katex = mod.default;
  });
  return mathLoading;
}

function loadCode(): Promise<void> {
  codeLoading ??= Promise.all([import("./code-highlighter"), import("highlight.js/styles/github.css")]).then(
    ([mod]) => {
      loaded.hljs = mod.codeHighlighter();
    },
  );
  return codeLoading;
}

/**
 * Loads what `text` needs and is not loaded yet. Resolves to true when something new arrived (the
 * caller renders again), false when nothing was missing.
 */
export async function loadRenderersFor(text: string): Promise<boolean> {
  const need = neededRenderers(text);
  const pending: Promise<void>[] = [];
  if (need.math && !loaded.katex) pending.push(loadMath());
  if (need.code && !loaded.hljs) pending.push(loadCode());
  if (pending.length === 0) return false;
  await Promise.all(pending);
  return true;
}
