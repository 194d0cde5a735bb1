import type { Card } from "@recall/shared";

export const DIFFICULTY_MIN = 1;
export const DIFFICULTY_MAX = 10;

export interface CardFilters {
  search: string;
  topic: string;
  level: string;
  type: string;
  minDifficulty: number;
  maxDifficulty: number;
}

export const NO_FILTERS: CardFilters = {
  search: "",
  topic: "",
  level: "",
  type: "",
  minDifficulty: DIFFICULTY_MIN,
  maxDifficulty: DIFFICULTY_MAX,
};

function searchableText(card: Card): string {
  return [
    card.face,
    card.back,
    card.topic,
    card.level,
    ...(card.options ?? []),
    ...(card.acceptableAnswers ?? []),
    card.explanationRight,
    card.explanationWrong,
    card.conceptExplainer?.title,
    card.conceptExplainer?.content,
    card.deepDive?.title,
    card.deepDive?.content,
    ...card.conceptTags,
    ...card.relatedConcepts.map((c) => c.title),
    ...card.glossary.map((g) => g.term),
  ]
    .filter(Boolean)
    .join("\n")
    .toLowerCase();
}

/**
 * The cards matching every filter. A narrowed difficulty range keeps only scored cards inside it;
 * the full 1-10 range also keeps cards that have no score.
 */
export function filterCards(cards: Card[], f: CardFilters): Card[] {
  const words = f.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const fullRange = f.minDifficulty <= DIFFICULTY_MIN && f.maxDifficulty >= DIFFICULTY_MAX;
  return cards.filter((card) => {
    if (f.topic && card.topic !== f.topic) return false;
    if (f.level && card.level !== f.level) return false;
    if (f.type && card.type !== f.type) return false;
    if (!fullRange) {
      const score = card.difficultyScore;
      if (score == null || score < f.minDifficulty || score > f.maxDifficulty) return false;
    }
    if (words.length > 0) {
      const text = searchableText(card);
      if (!words.every((w) => text.includes(w))) return false;
    }
    return true;
  });
}

/** Distinct values in first-seen order. */
export const distinct = (values: string[]) => [...new Set(values)];
