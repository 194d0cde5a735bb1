import { interleaveTopics } from "./interleave-topics";

/** ts-fsrs State.New: the card has memory but was never graded, so it is still new. */
const STATE_NEW = 0;

/** The part of a card's FSRS memory that selection needs. */
export interface SessionCardMemory {
  due: Date;
  lastReview: Date | null;
  /** ts-fsrs State: 0 New, 1 Learning, 2 Review, 3 Relearning. */
  state: number;
}

/** A card that may go into a session. `position` is the card's place in its course. */
export interface SessionCandidate {
  id: string;
  topic: string;
  memory: SessionCardMemory | null;
  position: number;
}

export interface OrderSessionCardsOptions {
  /** How many cards the session plans (requirements S2: 5 to 50); fewer come back when fewer exist. */
  planned: number;
  now: Date;
  /** Breaks ties (e.g. equal positions from two courses) so equal cards do not always come in input order. */
  random: () => number;
}

/** Selection groups in priority order. */
const GROUP_DUE = 0;
const GROUP_NEW = 1;
const GROUP_LATER = 2;

interface Ranked<T> {
  item: T;
  group: number;
  keys: number[];
  tie: number;
  index: number;
}

/**
 * Picks and orders the cards of a session:
 * 1. due reviews (seen before, due at or before `now`), most overdue first;
 * 2. new cards (no memory, or memory still in state New), by course position;
 * 3. the rest, least recently reviewed first.
 * The first `planned` cards by that priority are kept, then reordered so the same topic does not come
 * twice in a row when that can be avoided. Duplicate ids keep their first occurrence.
 */
export function orderSessionCards<T extends SessionCandidate>(
  candidates: readonly T[],
  options: OrderSessionCardsOptions,
): T[] {
  const planned = Number.isFinite(options.planned) ? Math.max(0, Math.floor(options.planned)) : 0;
  const now = options.now.getTime();
  const seen = new Set<string>();
  const ranked: Ranked<T>[] = [];
  candidates.forEach((item, index) => {
    // Draw for every candidate, duplicates included, so the sequence consumed depends only on the input length.
    const tie = options.random();
    if (seen.has(item.id)) return;
    seen.add(item.id);
    ranked.push({ item, ...rank(item, now), tie, index });
  });
  ranked.sort(compareRanked);
  return interleaveTopics(ranked.slice(0, planned).map((r) => r.item));
}

function rank(card: SessionCandidate, now: number): { group: number; keys: number[] } {
  const memory = card.memory;
  if (memory === null || memory.state === STATE_NEW) return { group: GROUP_NEW, keys: [card.position] };
  const due = timeOf(memory.due);
  if (due <= now) return { group: GROUP_DUE, keys: [due, card.position] };
  const lastReview = memory.lastReview === null ? Number.NEGATIVE_INFINITY : timeOf(memory.lastReview);
  return { group: GROUP_LATER, keys: [lastReview, due, card.position] };
}

/** An unreadable date sorts as the oldest: it is safer to show such a card than to hide it. */
function timeOf(date: Date): number {
  const t = date.getTime();
  return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
}

function compareRanked<T>(a: Ranked<T>, b: Ranked<T>): number {
  if (a.group !== b.group) return a.group - b.group;
  for (let i = 0; i < Math.max(a.keys.length, b.keys.length); i++) {
    const c = compare(a.keys[i] ?? 0, b.keys[i] ?? 0);
    if (c !== 0) return c;
  }
  return compare(a.tie, b.tie) || a.index - b.index;
}

/** Plain comparison, safe for infinities where subtraction would give NaN. */
function compare(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
