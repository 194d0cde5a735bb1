import { type DuplicatePair, findDuplicatePairs, mergeDistinct } from "@recall/shared";
import type { CardRow, CourseRow } from "../courses/index";

/**
 * What a merge of these courses holds (docs/decisions/merge.md): every card of the courses, in the order
 * the user chose them and each in course order, but the left-out duplicates. The analysis finds them by
 * the app's rule (`findDuplicatePairs`, packages/shared); the merge follows the analysis the learner
 * confirmed (`confirmed-plan.ts`).
 */
export interface MergePlan {
  totalCards: number;
  kept: CardRow[];
  /** The left-out duplicates, each beside the card kept in its place. */
  pairs: DuplicatePair[];
  /** A left-out duplicate's id → the id of the card kept in its place. */
  keptFor: Map<string, string>;
  topics: string[];
  levels: string[];
}

/** How much a card holds beyond face and back: the kept duplicate is the one that loses least. */
export function richness(card: CardRow): number {
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

/** The plan that leaves out exactly the dropped cards of `pairs`. */
export function planWithout(
  courses: readonly CourseRow[],
  cards: readonly CardRow[],
  pairs: DuplicatePair[],
): MergePlan {
  const keptFor = new Map(pairs.map((p) => [p.droppedId, p.keptId]));
  const kept = cards.filter((c) => !keptFor.has(c.id));
  return {
    totalCards: cards.length,
    kept,
    pairs,
    keptFor,
    topics: mergeDistinct([], [...courses.flatMap((c) => c.topics), ...kept.map((c) => c.topic)]),
    levels: mergeDistinct([], [...courses.flatMap((c) => c.levels), ...kept.map((c) => c.level)]),
  };
}

/** The analysis' plan: every duplicate by the app's rule left out, the richest of them kept. */
export function planMerge(courses: readonly CourseRow[], cardsByCourse: readonly CardRow[][]): MergePlan {
  const cards = cardsByCourse.flat();
  return planWithout(courses, cards, findDuplicatePairs(cards, richness));
}
