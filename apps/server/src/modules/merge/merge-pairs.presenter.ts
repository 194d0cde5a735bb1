import { MERGE_LIMITS, type MergeCardPreview, type MergeDuplicatePair } from "@recall/shared";
import type { CardRow, CourseRow } from "../courses/index";
import type { MergePlan } from "./merge-plan";

const cut = (text: string) =>
  text.length > MERGE_LIMITS.previewChars ? `${text.slice(0, MERGE_LIMITS.previewChars).trimEnd()}…` : text;

/** The analysis' duplicate pairs: each left-out card beside the card kept in its place, with their courses. */
export function presentDuplicatePairs(
  courses: readonly CourseRow[],
  cards: readonly CardRow[],
  plan: MergePlan,
): MergeDuplicatePair[] {
  const courseName = new Map(courses.map((c) => [c.id, c.name]));
  const byId = new Map(cards.map((c) => [c.id, c]));
  const preview = (id: string): MergeCardPreview => {
    const card = byId.get(id)!;
    return {
      id: card.id,
      courseId: card.courseId,
      courseName: courseName.get(card.courseId) ?? "",
      face: cut(card.face),
      back: cut(card.back),
      topic: card.topic,
    };
  };
  return plan.pairs.map((p) => ({ kept: preview(p.keptId), dropped: preview(p.droppedId) }));
}
