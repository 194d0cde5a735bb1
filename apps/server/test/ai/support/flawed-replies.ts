import type { GeneratedCardOutput } from "@recall/shared";
import type { ChatRequest, Handler, ScriptedReply } from "../../helpers/scripted-ai-server";
import { fabricateCard, realisticReply } from "./realistic-replies";

/**
 * Scripted card answers that misbehave the way real models do (docs/decisions/ai-jobs.md): fewer cards
 * than asked, the wrong types, flawed options, repeated questions, or nothing usable. Each takes what the
 * app asked ("Write exactly 8 cards: 6 multiple-choice ...") and answers something else.
 */

export interface CardAskSeen {
  total: number;
  mcq: number;
  topic: string;
  /** A top-up call (asks for "replacement cards"). */
  topUp: boolean;
}

/** What a card call asked for, read from its prompt; null for other calls (outline, discovery). */
export function cardAsk(req: ChatRequest): CardAskSeen | null {
  if (req.kind !== "batch" && req.kind !== "regenerate") return null;
  const count = /Write exactly (\d+) (?:replacement )?cards: (\d+) multiple-choice/.exec(req.prompt);
  return {
    total: Number(count?.[1] ?? 0),
    mcq: Number(count?.[2] ?? 0),
    topic: /^Topic: (.+)$/m.exec(req.prompt)?.[1]?.trim() ?? "",
    topUp: req.kind === "regenerate",
  };
}

/** `total` valid cards on `topic`, the first `mcq` multiple choice (unique faces). */
export function validCards(topic: string, total: number, mcq: number): GeneratedCardOutput[] {
  return Array.from({ length: total }, (_, i) => fabricateCard(`${topic} idea ${i + 1}`, topic, i < mcq, i));
}

export const cardsReply = (cards: GeneratedCardOutput[]): ScriptedReply => ({ json: { cards } });

/**
 * A handler: outline and discovery answered realistically, card calls by `cards(ask, req)` (valid cards
 * of the asked mix when it returns undefined).
 */
type CardAnswer = GeneratedCardOutput[] | ScriptedReply | undefined;

export function cardHandler(
  cards: (ask: CardAskSeen, req: ChatRequest) => CardAnswer | Promise<CardAnswer>,
): Handler {
  return async (req) => {
    const ask = cardAsk(req);
    if (!ask) return realisticReply(req);
    const out = (await cards(ask, req)) ?? validCards(ask.topic, ask.total, ask.mcq);
    return Array.isArray(out) ? cardsReply(out) : out;
  };
}

/** The ways a card's options can be wrong. */
export const flaws = {
  duplicateOptions: (c: GeneratedCardOutput): GeneratedCardOutput => ({
    ...c,
    options: ["Same answer", "same answer.", "Other", "Another"],
    answerIndex: 0,
  }),
  indexOutOfRange: (c: GeneratedCardOutput): GeneratedCardOutput => ({ ...c, answerIndex: 7 }),
  answerInQuestion: (c: GeneratedCardOutput): GeneratedCardOutput => ({
    ...c,
    face: `Is "${c.options![c.answerIndex!]}" the answer?`,
  }),
  emptyBack: (c: GeneratedCardOutput): GeneratedCardOutput => ({ ...c, back: " " }),
};

/**
 * A deterministic sloppy model for bench/ai-quality.ts: each first answer writes one card fewer than
 * asked, one basic card where an MCQ was asked and one MCQ with repeated options; top-ups are right.
 */
export const sloppyModel: Handler = cardHandler((ask) => {
  if (ask.topUp) return undefined;
  const cards = validCards(ask.topic, Math.max(1, ask.total - 1), ask.mcq);
  if (ask.mcq > 0) cards[0] = { ...cards[0]!, type: "basic", options: null, answerIndex: null };
  if (ask.mcq > 1 && cards[1]) cards[1] = flaws.duplicateOptions(cards[1]);
  return cards;
});
