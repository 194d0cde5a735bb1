import { type Card, COURSE_LIMITS, type CourseCardsQuery, type UpdateCardBody } from "@recall/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { courseKeys } from "./query-keys";

/** Cards fetched per request when loading a whole course. */
export const CARDS_PAGE_SIZE = COURSE_LIMITS.cardsPageMax;

export const courseCardsApi = {
  list: (
    courseId: string,
    query: Omit<CourseCardsQuery, "limit" | "skip"> & { limit?: number; skip?: number },
  ) => api.call("GET /courses/:id/cards", { params: { id: courseId }, query }),
  update: (courseId: string, cardId: string, body: UpdateCardBody) =>
    api.call("PATCH /courses/:id/cards/:cardId", { params: { id: courseId, cardId }, body }),
  remove: (courseId: string, cardId: string) =>
    api.call("DELETE /courses/:id/cards/:cardId", { params: { id: courseId, cardId } }),
  move: (courseId: string, cardId: string, targetCourseId: string) =>
    api.call("POST /courses/:id/cards/:cardId/move", {
      params: { id: courseId, cardId },
      body: { targetCourseId },
    }),
  copy: (courseId: string, cardId: string, targetCourseId: string) =>
    api.call("POST /courses/:id/cards/:cardId/copy", {
      params: { id: courseId, cardId },
      body: { targetCourseId },
    }),
  /** Many cards in one call and one transaction: all or nothing (at most BULK_CARD_LIMIT ids). */
  bulkDelete: (courseId: string, cardIds: string[]) =>
    api.call("POST /courses/:id/cards/bulk-delete", { params: { id: courseId }, body: { cardIds } }),
  bulkTransfer: (mode: TransferMode, courseId: string, cardIds: string[], targetCourseId: string) =>
    api.call(`POST /courses/:id/cards/bulk-${mode}`, {
      params: { id: courseId },
      body: { cardIds, targetCourseId },
    }),
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

/**
 * Deletes the cards: one card by its own call (requirements C7), several in one bulk call, so a failure leaves
 * every card in place and the toast tells the truth.
 */
export function useDeleteCards(courseId: string) {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: async (cardIds: string[]) => {
      if (cardIds.length === 1) await courseCardsApi.remove(courseId, cardIds[0]!);
      else await courseCardsApi.bulkDelete(courseId, cardIds);
      return cardIds.length;
    },
    onSettled: () => invalidate(courseId),
  });
}

export type TransferMode = "move" | "copy";

/** Moves or copies the cards: one card by its own call, several in one bulk call (all or nothing). */
export function useTransferCards(courseId: string) {
  const invalidate = useInvalidateCourse();
  return useMutation({
    mutationFn: async ({
      mode,
      cardIds,
      targetCourseId,
    }: {
      mode: TransferMode;
      cardIds: string[];
      targetCourseId: string;
    }) => {
      if (cardIds.length === 1) await courseCardsApi[mode](courseId, cardIds[0]!, targetCourseId);
      else await courseCardsApi.bulkTransfer(mode, courseId, cardIds, targetCourseId);
      return cardIds.length;
    },
    onSettled: (_n, _err, { targetCourseId }) => invalidate(courseId, targetCourseId),
  });
}
