import type { Database } from "../../db/client";
import type { CardRow, CourseRow } from "../courses/index";
import { bulkCardsRepository, requireOwnedCourse } from "../courses/index";
import { type MergePlan, planMerge } from "./merge-plan";

export interface MergeSources {
  courses: CourseRow[];
  plan: MergePlan;
}

/**
 * The chosen courses (all the user's: part2 §6, another user's private course is 404, a public one 403)
 * and their merge plan. With `lock`, the courses are locked in id order (no deadlock with a bulk move).
 */
export async function loadMergeSources(
  db: Database,
  userId: string,
  courseIds: readonly string[],
  opts: { lock?: boolean } = {},
): Promise<MergeSources> {
  for (const id of courseIds) await requireOwnedCourse(db, id, userId);
  const byId = new Map<string, CourseRow>();
  for (const id of [...courseIds].sort()) byId.set(id, await requireOwnedCourse(db, id, userId, opts));
  const courses = courseIds.map((id) => byId.get(id)!);
  const cards: CardRow[][] = [];
  for (const course of courses) cards.push(await bulkCardsRepository.listAllCards(db, course.id));
  return { courses, plan: planMerge(courses, cards) };
}
