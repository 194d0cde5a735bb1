import { type Course, DEFAULT_COURSE_CONFIG } from "@recall/shared";
import type { CourseWithOwner } from "./courses.repository";

/** The seeded starter courses belong to the system account, shown under the product's name. */
export const SYSTEM_OWNER_NAME = "Recall";

/** The public shape of a course for one viewer: `isOwner` for them; of the owner only the display name. */
export function presentCourse(course: CourseWithOwner, viewerId: string): Course {
  return {
    id: course.id,
    ownerId: course.ownerId,
    ownerName: course.ownerIsSystem ? SYSTEM_OWNER_NAME : course.ownerDisplayName,
    isOwner: course.ownerId === viewerId,
    name: course.name,
    slug: course.slug,
    description: course.description,
    topics: course.topics,
    levels: course.levels,
    config: { ...DEFAULT_COURSE_CONFIG, ...course.config },
    isActive: course.isActive,
    isPublic: course.isPublic,
    cardCount: course.cardCount,
    source: course.source,
    createdAt: course.createdAt.toISOString(),
    updatedAt: course.updatedAt.toISOString(),
  };
}
