import type { Card } from "@recall/shared";
import { matchesWithTypo, wordsOf } from "./typo-match";

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

/** The cards the other filters keep, before the search words. */
function passesFilters(card: Card, f: CardFilters, fullRange: boolean): boolean {
  if (f.topic && card.topic !== f.topic) return false;
  if (f.level && card.level !== f.level) return false;
  if (f.type && card.type !== f.type) return false;
  if (!fullRange) {
    const score = card.difficultyScore;
    if (score == null || score < f.minDifficulty || score > f.maxDifficulty) return false;
  }
  return true;
}

/**
 * The cards matching every filter. A narrowed difficulty range keeps only scored cards inside it;
 * the full 1-10 range also keeps cards that have no score. Every search word must appear in a card;
 * when that finds no card, words are forgiven one typo (typo-match.ts), as the card library's search
 * does: a fallback, so a search that finds cards is not widened by near misses.
 */
export function filterCards(cards: Card[], f: CardFilters): Card[] {
  const words = f.search.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const fullRange = f.minDifficulty <= DIFFICULTY_MIN && f.maxDifficulty >= DIFFICULTY_MAX;
  const kept = cards.filter((card) => passesFilters(card, f, fullRange));
  if (words.length === 0) return kept;
  const texts = new Map(kept.map((card) => [card, searchableText(card)]));
  const exact = kept.filter((card) => words.every((w) => texts.get(card)!.includes(w)));
  if (exact.length > 0) return exact;
  return kept.filter((card) => {
    const text = texts.get(card)!;
    const cardWords = wordsOf(text);
    return words.every((w) => text.includes(w) || matchesWithTypo(w, cardWords));
  });
}

/** Distinct values in first-seen order. */
export const distinct = (values: string[]) => [...new Set(values)];
