import type { Database } from "../../db/client";
import { forbidden, notFound } from "../../lib/errors";
import { type CourseRow, type CourseWithOwner, coursesRepository as repo } from "./courses.repository";

export const NO_EDIT_PERMISSION = "You do not have permission to edit this course";

/**
 * Read access (docs/decisions/course-ownership.md): the owner, or anyone signed in when the course is public.
 * Another user's private course answers exactly like a missing one, so its existence is not disclosed.
 */
export async function requireReadableCourse(
  db: Database,
  courseId: string,
  userId: string,
): Promise<CourseWithOwner> {
  const course = await repo.findCourseWithOwner(db, courseId);
  if (!course || (!course.isPublic && course.ownerId !== userId)) throw notFound("Course");
  return course;
}

/**
 * Write access: only the owner. A private course of someone else is 404 (as for reads); a public one is 403.
 * With `lock`, the course row is locked until the transaction ends (card counts, positions).
 */
export async function requireOwnedCourse(
  db: Database,
  courseId: string,
  userId: string,
  opts: { lock?: boolean } = {},
): Promise<CourseRow> {
  const course = await repo.findCourse(db, courseId, opts);
  if (!course || (!course.isPublic && course.ownerId !== userId)) throw notFound("Course");
  if (course.ownerId !== userId) throw forbidden(NO_EDIT_PERMISSION);
  return course;
}
