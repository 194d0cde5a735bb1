import { findDuplicateGroups, mergeDistinct } from "@recall/shared";
import type { CardRow, CourseRow } from "../courses/index";

/**
 * What a merge of these courses holds (docs/decisions/merge.md): every card once. Duplicates are found by
 * the app's rule (`findDuplicateGroups`, packages/shared); of each group the richest card is kept (the most
 * filled optional fields; the earliest on a tie), at its own place in the courses' order.
 */
export interface MergePlan {
  totalCards: number;
  kept: CardRow[];
  /** A left-out duplicate's id → the id of the card kept in its place. */
  keptFor: Map<string, string>;
  topics: string[];
  levels: string[];
}

/** How much a card holds beyond face and back: the kept duplicate is the one that loses least. */
function richness(card: CardRow): number {
  const filled = [
    card.options?.length,
    card.acceptableAnswers?.length,
    card.explanationRight,
    card.explanationWrong,
    card.conceptExplainer,
    card.deepDive,
    card.artworks.length,
    card.relatedConcepts.length,
    card.conceptTags.length,
    card.glossary.length,
    card.sandbox,
    card.difficultyScore !== null,
  ];
  return filled.filter(Boolean).length;
}

/** `cardsByCourse` in the order the user chose the courses, each in course order. */
export function planMerge(courses: readonly CourseRow[], cardsByCourse: readonly CardRow[][]): MergePlan {
  const all = cardsByCourse.flat();
  const byId = new Map(all.map((c) => [c.id, c]));
  const keptFor = new Map<string, string>();
  for (const group of findDuplicateGroups(all)) {
    const cards = group.map((id) => byId.get(id)!);
    const best = cards.reduce((a, b) => (richness(b) > richness(a) ? b : a));
    for (const card of cards) if (card.id !== best.id) keptFor.set(card.id, best.id);
  }
  const kept = all.filter((c) => !keptFor.has(c.id));
  return {
    totalCards: all.length,
    kept,
    keptFor,
    topics: mergeDistinct([], [...courses.flatMap((c) => c.topics), ...kept.map((c) => c.topic)]),
    levels: mergeDistinct([], [...courses.flatMap((c) => c.levels), ...kept.map((c) => c.level)]),
  };
}
