import { useQueries } from "@tanstack/react-query";
import { coursesApi } from "./courses";
import { courseKeys } from "./query-keys";

/**
 * The card language of each course (its `config.language`, for read-aloud), from the same course
 * queries the course pages use, so a course already loaded costs no request. A course that cannot be
 * loaded (offline, withdrawn) or has no language set is absent: the caller falls back to the app's language.
 */
export function useCourseLanguages(courseIds: readonly string[]): ReadonlyMap<string, string> {
  const unique = [...new Set(courseIds)];
  return useQueries({
    queries: unique.map((id) => ({
      queryKey: courseKeys.detail(id),
      queryFn: async () => (await coursesApi.get(id)).data.course,
      retry: false,
    })),
    combine: (results) => {
      const languages = new Map<string, string>();
      results.forEach((result, i) => {
        const language = result.data?.config.language;
        if (language) languages.set(unique[i]!, language);
      });
      return languages;
    },
  });
}
