import type { ManualCardBody } from "@recall/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { courseKeys } from "./query-keys";

export const addManualCard = (body: ManualCardBody) => api.call("POST /courses/manual-card", { body });

/** Adds one hand-written card; without a courseId it lands in the user's General Knowledge course. */
export function useAddManualCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ManualCardBody) => (await addManualCard(body)).data,
    onSuccess: (data) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: courseKeys.detail(data.course.id) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.cards(data.course.id) }),
      ]),
  });
}
