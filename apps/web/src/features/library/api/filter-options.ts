import { useQuery } from "@tanstack/react-query";
import { libraryApi, libraryKeys } from "./library-api";

/** Topics of every card the user can see, with counts (the library's Topics filter). */
export function useAvailableTopics() {
  return useQuery({
    queryKey: libraryKeys.topics(),
    queryFn: async () => (await libraryApi.availableTopics()).data.topics,
  });
}

/** Levels of every card the user can see (Beginner, Intermediate, Advanced first). */
export function useAvailableLevels() {
  return useQuery({
    queryKey: libraryKeys.levels(),
    queryFn: async () => (await libraryApi.availableLevels()).data.levels,
  });
}

/** Own and public courses, as {value, label} options for the Courses filter. */
export function useCourseOptions() {
  return useQuery({
    queryKey: libraryKeys.courses(),
    queryFn: async () =>
      (await libraryApi.courses()).data.courses.map((c) => ({ value: c.id, label: c.name })),
  });
}
