import type { Database } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import { canSeeCourse } from "./course-visibility";
import { type CourseRow, type CourseWithOwner, coursesRepository as repo } from "./courses.repository";

export const NO_EDIT_PERMISSION = "You do not have permission to edit this course";

/**
 * Read access (docs/decisions/course-ownership.md, access-policy.md): whoever may see the course by the one
 * rule (course-visibility.ts). A course the caller may not see answers exactly like a missing one, so its
 * existence is not disclosed.
 */
export async function requireReadableCourse(
  db: Database,
  courseId: string,
  userId: string,
): Promise<CourseWithOwner> {
  const course = await repo.findCourseWithOwner(db, courseId);
  if (!course || !canSeeCourse(course, userId)) throw notFound("Course");
  return course;
}

/**
 * Write access: only the owner. A course the caller may not see is 404 (as for reads); one they may see is 403.
 * With `lock`, the course row is locked until the transaction ends (card counts, positions).
 */
export async function requireOwnedCourse(
  db: Database,
  courseId: string,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<CourseRow> {
  const course = await repo.findCourse(db, courseId, opts);
  if (!course || !canSeeCourse(course, userId)) throw notFound("Course");
  if (course.ownerId !== userId) throw forbidden(NO_EDIT_PERMISSION);
  return course;
}
