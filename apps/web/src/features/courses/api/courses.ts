import type { CourseListResponse, UpdateCourseBody } from "@recall/shared";
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { courseKeys } from "./query-keys";

/** Which courses the browse page lists: the user's own, other users' public ones, or both. */
export type CourseView = "my" | "public" | "all";
export type CourseStatus = "all" | "active" | "inactive";

const isActiveParam = (status: CourseStatus) => (status === "all" ? undefined : status === "active");

export const coursesApi = {
  list: (query: { isActive?: boolean; isPublic?: boolean; includePublic?: boolean; offset?: number } = {}) =>
    api.call("GET /courses", { query }),
  listPublic: (query: { isActive?: boolean; offset?: number } = {}) =>
    api.call("GET /courses/public", { query }),
  get: (id: string) => api.call("GET /courses/:id", { params: { id } }),
  update: (id: string, body: UpdateCourseBody) => api.call("PATCH /courses/:id", { params: { id }, body }),
  remove: (id: string) => api.call("DELETE /courses/:id", { params: { id } }),
  exportJson: (id: string) => api.call("GET /courses/:id/export", { params: { id } }),
  /** The course as an Anki package (.apkg) or CSV. */
  exportFile: (id: string, format: "apkg" | "csv") => api.download(`/courses/${id}/export.${format}`),
};

/**
 * Courses for a browse view and status filter; the previous list stays on screen while switching.
 * Views with everyone's public courses come a page at a time (the server's page size): `data` is every
 * page loaded so far, `hasNextPage` / `fetchNextPage` load more, `total` counts them all.
 */
export function useCourses(view: CourseView = "my", status: CourseStatus = "all") {
  const query = useInfiniteQuery({
    queryKey: courseKeys.list({ view, status }),
    placeholderData: keepPreviousData,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const isActive = isActiveParam(status);
      const offset = pageParam || undefined;
      const res =
        view === "public"
          ? await coursesApi.listPublic({ isActive, offset })
          : await coursesApi.list({ isActive, includePublic: view === "all" ? true : undefined, offset });
      return res.data;
    },
    getNextPageParam: (last: CourseListResponse["data"]) => {
      const next = (last.offset ?? 0) + last.courses.length;
      return view !== "my" && last.total !== undefined && next < last.total ? next : undefined;
    },
  });
  const pages = query.data?.pages;
  return {
    ...query,
    data: pages?.flatMap((p) => p.courses),
    total: pages?.[0]?.total,
  };
}

/** The signed-in user's own courses (targets of move/copy, the editor list, the manual-card select). */
export function useOwnCourses() {
  const query = useCourses("my", "all");
  return { ...query, data: query.data?.filter((c) => c.isOwner) };
}

export function useCourse(id: string | undefined) {
  return useQuery({
    queryKey: courseKeys.detail(id ?? ""),
    enabled: !!id,
    queryFn: async () => (await coursesApi.get(id!)).data.course,
  });
}

export function useUpdateCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateCourseBody }) => coursesApi.update(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}

export function useDeleteCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await coursesApi.remove(id)).data,
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: courseKeys.detail(id) });
      queryClient.removeQueries({ queryKey: courseKeys.cards(id) });
      return queryClient.invalidateQueries({ queryKey: courseKeys.lists() });
    },
  });
}
