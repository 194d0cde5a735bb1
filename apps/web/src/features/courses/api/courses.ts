import type {
  CourseListResponse,
  CourseResponse,
  DeleteCourseResponse,
  ExportCourseResponse,
  UpdateCourseBody,
} from "@recall/shared";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { courseKeys } from "./query-keys";

/** Which courses the browse page lists: the user's own, other users' public ones, or both. */
export type CourseView = "my" | "public" | "all";
export type CourseStatus = "all" | "active" | "inactive";

const isActiveParam = (status: CourseStatus) => (status === "all" ? undefined : status === "active");

export const coursesApi = {
  list: (query: { isActive?: boolean; isPublic?: boolean; includePublic?: boolean } = {}) =>
    api.get<CourseListResponse>("/courses", query),
  listPublic: (query: { isActive?: boolean } = {}) => api.get<CourseListResponse>("/courses/public", query),
  get: (id: string) => api.get<CourseResponse>(`/courses/${id}`),
  update: (id: string, body: UpdateCourseBody) => api.patch<CourseResponse>(`/courses/${id}`, body),
  remove: (id: string) => api.delete<DeleteCourseResponse>(`/courses/${id}`),
  exportJson: (id: string) => api.get<ExportCourseResponse>(`/courses/${id}/export`),
};

/** Courses for a browse view and status filter; the previous list stays on screen while switching. */
export function useCourses(view: CourseView = "my", status: CourseStatus = "all") {
  return useQuery({
    queryKey: courseKeys.list({ view, status }),
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const isActive = isActiveParam(status);
      const res =
        view === "public"
          ? await coursesApi.listPublic({ isActive })
          : await coursesApi.list({ isActive, includePublic: view === "all" ? true : undefined });
      return res.data.courses;
    },
  });
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
