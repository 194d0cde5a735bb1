import { AI_LIMITS, type CardShortfall } from "../contracts/ai";
import { type DeliveredCards, shortfallMessage } from "./generated-cards";

/**
 * The one count-and-share rule of every generation (docs/decisions/ai-jobs.md "One quota rule"): a unit
 * (a course, a plan, a syllabus, a related batch) plans round(80%) of its cards as multiple choice, spread
 * over its parts by their size; each run asks for what the part still misses, in cards and in MCQ; what a
 * part or unit still misses after its top-ups is reported by `cardShortfall`, in cards and in share alike.
 * Pure functions: the server applies them, the web shows their figures.
 */

/**
 * Splits `total` into integer parts proportional to `weights` (largest remainder), each at least `min`.
 * The parts always add up to `total` (callers guarantee total >= min x parts).
 */
export function apportion(total: number, weights: readonly number[], min = 0): number[] {
  if (weights.length === 0) return [];
  const spare = total - min * weights.length;
  const w = weights.every((x) => x <= 0) ? weights.map(() => 1) : weights.map((x) => Math.max(0, x));
  const sum = w.reduce((a, b) => a + b, 0);
  const exact = w.map((x) => (x / sum) * spare);
  const parts = exact.map((x) => Math.floor(x));
  let left = spare - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, r: x - Math.floor(x) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left--) parts[order[k]!.i]! += 1;
  return parts.map((p) => p + min);
}

/**
 * The multiple-choice cards a unit of `cards` plans: at least 80% (requirements C9 "about 80%"), rounded up, so a
 * delivered plan is never under the share (24 cards: 20, not 19 = 79%).
 */
export const plannedMcqOf = (cards: number): number =>
  Math.ceil(Math.max(0, cards) * AI_LIMITS.mcqShare - 1e-9);

/**
 * The MCQ of each part of a unit whose parts plan `sizes` cards: the unit's planned MCQ spread by size, so
 * the share holds for the whole unit (five syllabus subtopics of 8 plan 7+7+6+6+6 = 32 of 40, not 5 x 6 = 30).
 */
export function mcqTargets(sizes: readonly number[]): number[] {
  const total = sizes.reduce((a, b) => a + Math.max(0, b), 0);
  const parts = apportion(
    plannedMcqOf(total),
    sizes.map((s) => Math.max(0, s)),
  );
  return parts.map((p, i) => Math.min(Math.max(0, sizes[i]!), p));
}

/** A part's plan and what its earlier runs kept. */
export interface QuotaState {
  plannedCards: number;
  plannedMcq: number;
  cardsMade: number;
  mcqMade: number;
}

/** What one run asks for: cards, and how many of them multiple choice. */
export interface RunQuota {
  cards: number;
  mcq: number;
}

/**
 * The next run of a part: what it still misses, at most `limit` cards, with the MCQ it still misses spread
 * so that the runs after it can still meet the share (never fewer than the missing MCQ that the later
 * runs' cards could not hold). A run that asks for every missing card asks for every missing MCQ.
 */
export function nextRunQuota(state: QuotaState, limit?: number): RunQuota {
  const missing = Math.max(0, state.plannedCards - state.cardsMade);
  const missingMcq = Math.max(0, state.plannedMcq - state.mcqMade);
  const cards = Math.min(missing, limit ?? missing);
  if (cards === 0) return { cards: 0, mcq: 0 };
  const floor = missingMcq - (missing - cards);
  const fair = Math.round((cards * missingMcq) / missing);
  return { cards, mcq: Math.min(cards, Math.max(floor, fair, 0)) };
}

/**
 * What a generation delivered against its plan, or null when it has every planned card and at least its
 * planned MCQ: the same figures and words for a course job, a plan, a syllabus and a related batch.
 */
export function cardShortfall(d: DeliveredCards, reason?: string | null): CardShortfall | null {
  const said = shortfallMessage(d);
  if (!said) return null;
  return {
    plannedCards: d.plannedCards,
    cardsCreated: d.cardsCreated,
    missingCards: Math.max(0, d.plannedCards - d.cardsCreated),
    plannedMcq: d.plannedMcq,
    mcqCreated: d.mcqCreated,
    missingMcq: Math.max(0, d.plannedMcq - d.mcqCreated),
    message: reason ? `${said} ${reason}` : said,
  };
}

/** The sum of parts' deliveries (a plan's subtopics, a syllabus's subtopics). */
export function addDelivered(parts: readonly DeliveredCards[]): DeliveredCards {
  return parts.reduce(
    (s, p) => ({
      plannedCards: s.plannedCards + p.plannedCards,
      cardsCreated: s.cardsCreated + p.cardsCreated,
      plannedMcq: s.plannedMcq + p.plannedMcq,
      mcqCreated: s.mcqCreated + p.mcqCreated,
    }),
    { plannedCards: 0, cardsCreated: 0, plannedMcq: 0, mcqCreated: 0 },
  );
}
