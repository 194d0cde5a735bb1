import type { Course } from "@recall/shared";

let n = 0;
/** A course as the API returns it; `patch` overrides any field. */
export function makeCourse(patch: Partial<Course> = {}): Course {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    ownerId: "owner-1",
    ownerName: "Ada",
    isOwner: true,
    name: `Course ${n}`,
    slug: `course-${n}`,
    description: "A course",
    topics: ["Topic"],
    levels: ["Beginner"],
    config: { defaultFrequency: "daily", cardsPerSession: 15 },
    isActive: true,
    isPublic: false,
    cardCount: 3,
    source: "upload",
    createdAt: "2025-01-01T00:00:00.000Z",
    updatedAt: "2025-01-01T00:00:00.000Z",
    ...patch,
  };
}
