import { meaningKey, sameMeaning, type TextTokens, textTokens } from "./same-meaning";

/**
 * Duplicate cards across courses (merge, docs/decisions/merge.md). Found by the app, never by a model:
 * two cards are the same card only when their questions say the same thing AND their answers do
 * (`sameMeaning`: numbers, names and negations count; case, punctuation and one typo do not).
 */

export interface DuplicateCandidate {
  id: string;
  face: string;
  back: string;
}

/** A card the merge leaves out, and the card kept in its place (its duplicate). */
export interface DuplicatePair {
  keptId: string;
  droppedId: string;
}

interface Prepared {
  face: TextTokens;
  back: TextTokens;
  /** Cards with other keys are never duplicates (`meaningKey`). */
  key: string;
  /** Equal when the texts are equal but for case, punctuation and spacing. */
  exact: string;
}

function prepare(card: DuplicateCandidate): Prepared {
  const face = textTokens(card.face);
  const back = textTokens(card.back);
  return {
    face,
    back,
    key: `${meaningKey(face)}\n${meaningKey(back)}`,
    exact: `${face.words.join(" ")}\n${back.words.join(" ")}`,
  };
}

function alike(a: Prepared, b: Prepared): boolean {
  return a.exact === b.exact || (sameMeaning(a.face, b.face) && sameMeaning(a.back, b.back));
}

/** True when the two cards are duplicates by the rule above. */
export function cardsAreDuplicates(a: DuplicateCandidate, b: DuplicateCandidate): boolean {
  return alike(prepare(a), prepare(b));
}

/**
 * The cards a merge leaves out, each with the card kept in its place, in input order of the left-out card.
 * Among cards that are duplicates the richest is kept (`richness`, higher is richer; the earliest on a
 * tie), and every card that is a duplicate OF IT is left out; a card alike only to a left-out card is
 * not chained to the kept one but decided on its own, so every pair is a duplicate by itself.
 */
export function findDuplicatePairs<T extends DuplicateCandidate>(
  cards: readonly T[],
  richness: (card: T) => number = () => 0,
): DuplicatePair[] {
  const prepared = cards.map(prepare);
  const buckets = new Map<string, number[]>();
  for (const [i, p] of prepared.entries()) {
    const bucket = buckets.get(p.key);
    if (bucket) bucket.push(i);
    else buckets.set(p.key, [i]);
  }
  const keptFor = new Map<number, number>();
  for (const bucket of buckets.values()) {
    if (bucket.length < 2) continue;
    const rank = new Map(bucket.map((i) => [i, richness(cards[i]!)]));
    const order = [...bucket].sort((a, b) => rank.get(b)! - rank.get(a)! || a - b);
    const decided = new Set<number>();
    for (const kept of order) {
      if (decided.has(kept)) continue;
      decided.add(kept);
      for (const other of order) {
        if (decided.has(other) || !alike(prepared[kept]!, prepared[other]!)) continue;
        keptFor.set(other, kept);
        decided.add(other);
      }
    }
  }
  return [...keptFor]
    .sort(([a], [b]) => a - b)
    .map(([dropped, kept]) => ({ keptId: cards[kept]!.id, droppedId: cards[dropped]!.id }));
}
