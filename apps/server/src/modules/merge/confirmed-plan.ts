import { type ConfirmedMergeAnalysis, cardsAreDuplicates, type DuplicatePair } from "@recall/shared";
import type { z } from "zod";
import { badRequestOn } from "../../lib/errors";
import type { CardRow, CourseRow } from "../courses/index";
import { type MergePlan, planWithout } from "./merge-plan";

type Confirmed = z.output<typeof ConfirmedMergeAnalysis>;

const at = (i: number, side: "kept" | "dropped") => `confirmedAnalysis.duplicatePairs.${i}.${side}.id`;

/**
 * The merge the learner confirmed (docs/decisions/merge.md): the cards of the courses as they are now,
 * but the analysis' left-out cards, less those the learner keeps. The client's list is never trusted:
 * every card it names must be a card of the chosen courses, each left-out card a duplicate (by the app's
 * rule) of the card kept in its place, which the merge keeps; anything else is a 400 naming the entry.
 * A card added to the courses since the analysis is in no pair, so it is kept.
 */
export function confirmedPlan(
  courses: readonly CourseRow[],
  cardsByCourse: readonly CardRow[][],
  confirmed: Confirmed,
): MergePlan {
  const cards = cardsByCourse.flat();
  const byId = new Map(cards.map((c) => [c.id, c]));
  const droppedAt = new Map<string, number>();
  confirmed.duplicatePairs.forEach(({ dropped }, i) => {
    if (droppedAt.has(dropped.id))
      throw badRequestOn(at(i, "dropped"), "is left out by another pair already");
    droppedAt.set(dropped.id, i);
  });

  const keep = new Set<string>();
  (confirmed.keepCardIds ?? []).forEach((id, i) => {
    if (!droppedAt.has(id)) {
      throw badRequestOn(`confirmedAnalysis.keepCardIds.${i}`, "is not a card the analysis leaves out");
    }
    keep.add(id);
  });

  const pairs: DuplicatePair[] = [];
  confirmed.duplicatePairs.forEach(({ kept, dropped }, i) => {
    const keptCard = byId.get(kept.id);
    const droppedCard = byId.get(dropped.id);
    if (!keptCard) throw badRequestOn(at(i, "kept"), "is not a card of the chosen courses");
    if (!droppedCard) throw badRequestOn(at(i, "dropped"), "is not a card of the chosen courses");
    if (kept.id === dropped.id) throw badRequestOn(at(i, "dropped"), "cannot be left out for itself");
    if (droppedAt.has(kept.id) && !keep.has(kept.id)) {
      throw badRequestOn(at(i, "kept"), "is left out by another pair, so no card can be left out for it");
    }
    if (!cardsAreDuplicates(keptCard, droppedCard)) {
      throw badRequestOn(
        at(i, "dropped"),
        `is not a duplicate of card ${kept.id}: the question or the answer differs`,
      );
    }
    if (!keep.has(dropped.id)) pairs.push({ keptId: kept.id, droppedId: dropped.id });
  });
  return planWithout(courses, cards, pairs);
}
