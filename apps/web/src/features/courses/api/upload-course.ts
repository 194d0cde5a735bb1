import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { courseKeys } from "./query-keys";

export const uploadCourse = (json: unknown) => api.call("POST /courses/upload", { body: json });

/** Uploads a course JSON (already checked by `validateCourseUpload`). */
export function useUploadCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (json: unknown) => (await uploadCourse(json)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
  });
}
