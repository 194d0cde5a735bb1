import type { Database } from "../../db/client";
import type { CardRow, CourseRow } from "../courses/index";
import { listAllCourseCards, requireOwnedCourse } from "../courses/index";

export interface MergeSources {
  /** In the order the user chose them. */
  courses: CourseRow[];
  /** Each course's cards in course order. */
  cardsByCourse: CardRow[][];
}

/**
 * The chosen courses (all the user's: requirements C6, another user's private course is 404, a public one 403)
 * and their cards. With `lock`, the courses are locked in id order (no deadlock with a bulk move).
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
  const cardsByCourse: CardRow[][] = [];
  for (const course of courses) cardsByCourse.push(await listAllCourseCards(db, course.id));
  return { courses, cardsByCourse };
}
