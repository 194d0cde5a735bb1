import type { CoursePlan, CoursePlanSubtopic } from "@recall/shared";

/** The PUT subtopic list after moving the subtopic at `index` one place up (-1) or down (+1). */
export function moved(subtopics: CoursePlanSubtopic[], index: number, by: -1 | 1): { id: string }[] {
  const ids = subtopics.map((s) => s.id);
  const to = index + by;
  if (to < 0 || to >= ids.length) return ids.map((id) => ({ id }));
  [ids[index], ids[to]] = [ids[to]!, ids[index]!];
  return ids.map((id) => ({ id }));
}

/** The PUT subtopic list without `id`. */
export const without = (subtopics: CoursePlanSubtopic[], id: string) =>
  subtopics.filter((s) => s.id !== id).map((s) => ({ id: s.id }));

/** The server removes only a subtopic with no cards that is not being generated (docs/decisions/course-plans.md). */
export const canRemove = (s: CoursePlanSubtopic, plan: CoursePlan) =>
  s.cardsGenerated === 0 && s.status !== "generating" && plan.subtopics.length > 1;
