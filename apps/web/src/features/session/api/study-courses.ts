import { COURSE_PAGE, type Course } from "@recall/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

/**
 * The courses a session can start from: the user's active courses first, then active public courses
 * (which include the user's own public ones, so they are de-duplicated by id).
 */
export function mergeStudyCourses(own: readonly Course[], shared: readonly Course[]): Course[] {
  const seen = new Set<string>();
  const merged: Course[] = [];
  for (const course of [...own, ...shared]) {
    if (seen.has(course.id)) continue;
    seen.add(course.id);
    merged.push(course);
  }
  return merged;
}

export function useStudyCourses() {
  return useQuery({
    queryKey: ["courses", "list", { view: "study", status: "active" }],
    queryFn: async () => {
      const [own, shared] = await Promise.all([
        api.call("GET /courses", { query: { isActive: true } }),
        // The newest public page of the largest size (the list is paged).
        api.call("GET /courses/public", { query: { isActive: true, limit: COURSE_PAGE.maxLimit } }),
      ]);
      return mergeStudyCourses(own.data.courses, shared.data.courses);
    },
  });
}
