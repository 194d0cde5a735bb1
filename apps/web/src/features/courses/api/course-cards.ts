import {
  type Card,
  type CardResponse,
  COURSE_LIMITS,
  type CourseCardsQuery,
  type CourseCardsResponse,
  type DeleteCardResponse,
  type MoveCopyResponse,
  type UpdateCardBody,
} from "@recall/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { courseKeys } from "./query-keys";

/** Cards fetched per request when loading a whole course. */
export const CARDS_PAGE_SIZE = COURSE_LIMITS.cardsPageMax;

export const courseCardsApi = {
  list: (
    courseId: string,
    query: Omit<CourseCardsQuery, "limit" | "skip"> & { limit?: number; skip?: number },
  ) => api.get<CourseCardsResponse>(`/courses/${courseId}/cards`, query),
  update: (courseId: string, cardId: string, body: UpdateCardBody) =>
    api.patch<CardResponse>(`/courses/${courseId}/cards/${cardId}`, body),
  remove: (courseId: string, cardId: string) =>
    api.delete<DeleteCardResponse>(`/courses/${courseId}/cards/${cardId}`),
  move: (courseId: string, cardId: string, targetCourseId: string) =>
    api.post<MoveCopyResponse>(`/courses/${courseId}/cards/${cardId}/move`, { targetCourseId }),
  copy: (courseId: string, cardId: string, targetCourseId: string) =>
    api.post<MoveCopyResponse>(`/courses/${courseId}/cards/${cardId}/copy`, { targetCourseId }),
};

/** Every card of a course, page by page (search and filters run in the browser). */
export async function fetchAllCourseCards(courseId: string): Promise<Card[]> {
  const cards: Card[] = [];
  for (;;) {
    const res = await courseCardsApi.list(courseId, { limit: CARDS_PAGE_SIZE, skip: cards.length });
    cards.push(...res.data.cards);
    if (res.data.cards.length === 0 || cards.length >= res.data.total) return cards;
  }
}

export function useCourseCards(courseId: string | undefined, options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: courseKeys.cards(courseId ?? ""),
    enabled: !!courseId && (options.enabled ?? true),
    queryFn: () => fetchAllCourseCards(courseId!),
  });
}

/** After any card change: the course's cards, its counts, and the lists showing them. */
function useInvalidateCourse() {
  const queryClient = useQueryClient();
  return (...courseIds: string[]) =>
    Promise.all([
      ...courseIds.flatMap((id) => [
        queryClient.invalidateQueries({ queryKey: courseKeys.cards(id) }),
        queryClient.invalidateQueries({ queryKey: courseKeys.detail(id) }),
      ]),
      queryClient.invalidateQueries({ queryKey: courseKeys.lists() }),
    ]);
}

export function useUpdateCard(courseId: string) {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: async ({ cardId, body }: { cardId: string; body: UpdateCardBody }) =>
      (await courseCardsApi.update(courseId, cardId, body)).data,
    onSuccess: () => invalidate(courseId),
  });
}

/** Runs one call per card in order; stops at the first failure so the toast tells the truth. */
async function eachCard(cardIds: string[], call: (cardId: string) => Promise<unknown>): Promise<number> {
  for (const cardId of cardIds) await call(cardId);
  return cardIds.length;
}

export function useDeleteCards(courseId: string) {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: (cardIds: string[]) => eachCard(cardIds, (id) => courseCardsApi.remove(courseId, id)),
    onSettled: () => invalidate(courseId),
  });
}

export type TransferMode = "move" | "copy";

export function useTransferCards(courseId: string) {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: ({
      mode,
      cardIds,
      targetCourseId,
    }: {
      mode: TransferMode;
      cardIds: string[];
      targetCourseId: string;
    }) => eachCard(cardIds, (id) => courseCardsApi[mode](courseId, id, targetCourseId)),
    onSettled: (_n, _err, { targetCourseId }) => invalidate(courseId, targetCourseId),
  });
}
