import { textKey } from "./generated-cards";

/**
 * Duplicate cards across courses (merge, docs/decisions/merge.md). Found by the app, never by a model:
 * two cards are the same card when their questions AND their answers are each at least
 * `DUPLICATE_SIMILARITY` alike. Likeness is the Jaccard index of the texts' trigram sets, computed the way
 * PostgreSQL's pg_trgm does (lower case, words of letters and digits, each padded with two spaces before
 * and one after), after `textKey` normalisation. Equal normalised texts are always alike, even when they
 * have no trigram (an emoji-only face).
 */
export const DUPLICATE_SIMILARITY = 0.8;

export interface DuplicateCandidate {
  id: string;
  face: string;
  back: string;
}

/** The pg_trgm trigram set of a text (after `textKey`). */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of textKey(text).split(" ")) {
    if (!word) continue;
    const padded = [..."  ", ...word, " "];
    for (let i = 0; i + 3 <= padded.length; i += 1) out.add(padded.slice(i, i + 3).join(""));
  }
  return out;
}

/** Jaccard index of two trigram sets (0 when either is empty; equal keys are checked apart). */
export function trigramSimilarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const t of a) if (b.has(t)) shared += 1;
  return shared / (a.size + b.size - shared);
}

interface Prepared {
  id: string;
  faceKey: string;
  backKey: string;
  face: Set<string>;
  back: Set<string>;
}

/** The comparable form of a text: `textKey`, or for a text with no letter or digit its trimmed lower case. */
function keyOf(text: string): string {
  return textKey(text) || text.trim().toLowerCase();
}

function alike(key1: string, set1: Set<string>, key2: string, set2: Set<string>): boolean {
  if (key1 === key2) return true;
  // Jaccard ≥ t needs the smaller set to hold at least t of the larger: a cheap test before counting.
  const [small, large] = set1.size < set2.size ? [set1.size, set2.size] : [set2.size, set1.size];
  if (small < DUPLICATE_SIMILARITY * large) return false;
  return trigramSimilarity(set1, set2) >= DUPLICATE_SIMILARITY;
}

/** True when the two cards are duplicates by the rule above. */
export function cardsAreDuplicates(a: DuplicateCandidate, b: DuplicateCandidate): boolean {
  return isPair(prepare(a), prepare(b));
}

function prepare(c: DuplicateCandidate): Prepared {
  return {
    id: c.id,
    faceKey: keyOf(c.face),
    backKey: keyOf(c.back),
    face: trigrams(c.face),
    back: trigrams(c.back),
  };
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function isPair(a: Prepared, b: Prepared): boolean {
  return alike(a.faceKey, a.face, b.faceKey, b.face) && alike(a.backKey, a.back, b.backKey, b.back);
}

/**
 * Candidates for one side (face or back): earlier cards with the same key, or sharing a trigram of the
 * prefix filter. Trigrams are taken rarest first; two sets with Jaccard ≥ t share one among the first
 * |s| − ⌈t·|s|⌉ + 1 of each, so no alike pair is missed.
 */
class SideIndex {
  private readonly frequency = new Map<string, number>();
  private readonly byTrigram = new Map<string, number[]>();
  private readonly byKey = new Map<string, number[]>();

  constructor(sets: Set<string>[]) {
    for (const set of sets) for (const t of set) this.frequency.set(t, (this.frequency.get(t) ?? 0) + 1);
  }

  private prefix(set: Set<string>): string[] {
    const sorted = [...set].sort(
      (a, b) => this.frequency.get(a)! - this.frequency.get(b)! || (a < b ? -1 : 1),
    );
    return sorted.slice(0, sorted.length - Math.ceil(DUPLICATE_SIMILARITY * sorted.length) + 1);
  }

  /** Earlier cards that may be alike to card `i`; then records card `i`. */
  candidatesThenAdd(i: number, key: string, set: Set<string>): Set<number> {
    const out = new Set<number>(this.byKey.get(key) ?? []);
    const prefix = this.prefix(set);
    for (const t of prefix) for (const j of this.byTrigram.get(t) ?? []) out.add(j);
    for (const t of prefix) pushTo(this.byTrigram, t, i);
    pushTo(this.byKey, key, i);
    return out;
  }
}

/**
 * Groups of duplicate cards, each in input order (the first is the earliest card), only groups of 2 or
 * more; a card alike to any card of a group joins it (union-find). Only pairs that are candidates on both
 * the face and the back side are compared, so thousands of cards stay fast.
 */
export function findDuplicateGroups(cards: readonly DuplicateCandidate[]): string[][] {
  const prepared = cards.map(prepare);
  const parent = prepared.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const union = (i: number, j: number) => {
    const [a, b] = [find(i), find(j)];
    if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
  };

  const faces = new SideIndex(prepared.map((p) => p.face));
  const backs = new SideIndex(prepared.map((p) => p.back));
  prepared.forEach((p, i) => {
    const byFace = faces.candidatesThenAdd(i, p.faceKey, p.face);
    const byBack = backs.candidatesThenAdd(i, p.backKey, p.back);
    const [few, many] = byFace.size < byBack.size ? [byFace, byBack] : [byBack, byFace];
    for (const j of few) if (many.has(j) && isPair(prepared[j]!, p)) union(j, i);
  });

  const groups = new Map<number, string[]>();
  for (const [i, p] of prepared.entries()) pushTo(groups, find(i), p.id);
  return [...groups.values()].filter((g) => g.length > 1);
}
