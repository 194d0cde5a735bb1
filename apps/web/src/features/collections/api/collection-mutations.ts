import type {
  CollectionCardsResponse,
  CreateCollectionBody,
  DuplicateCollectionBody,
  UpdateCollectionBody,
} from "@recall/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { collectionsApi } from "./collections-api";
import { collectionKeys } from "./query-keys";

/** Every mutation refreshes all collection queries: lists show card counts, details show stats. */
function useInvalidateCollections() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: collectionKeys.all });
}

export function useCreateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: async (body: CreateCollectionBody) => (await collectionsApi.create(body)).data.collection,
    onSuccess: invalidate,
  });
}

export function useUpdateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: UpdateCollectionBody }) =>
      (await collectionsApi.update(id, body)).data.collection,
    onSuccess: invalidate,
  });
}

export function useDeleteCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => collectionsApi.remove(id),
    onSuccess: (_data, id) => {
      queryClient.removeQueries({ queryKey: collectionKeys.detail(id) });
      queryClient.removeQueries({ queryKey: collectionKeys.cards(id) });
      return queryClient.invalidateQueries({ queryKey: collectionKeys.lists() });
    },
  });
}

export function useDuplicateCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: DuplicateCollectionBody }) =>
      (await collectionsApi.duplicate(id, body)).data.collection,
    onSuccess: invalidate,
  });
}

/** Adds cards (the library's Add to Collection): resolves to how many were new to the collection. */
export function useAddCardsToCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: async ({ id, cardIds }: { id: string; cardIds: string[] }) =>
      (await collectionsApi.addCards(id, cardIds)).data,
    onSuccess: invalidate,
  });
}

export function useRemoveCardsFromCollection() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: async ({ id, cardIds }: { id: string; cardIds: string[] }) =>
      (await collectionsApi.removeCards(id, cardIds)).data,
    onSuccess: invalidate,
  });
}

/** Creates a collection from a course's cards: resolves to the new collection. */
export function useCreateCollectionFromCourse() {
  const invalidate = useInvalidateCollections();
  return useMutation({
    mutationFn: async (courseId: string) => (await collectionsApi.fromCourse(courseId)).data.collection,
    onSuccess: invalidate,
  });
}

/**
 * Stores a new card order. The list shows the new order at once (the cached card list is rewritten) and
 * goes back to the server's order if the call fails.
 */
export function useReorderCollection(id: string) {
  const queryClient = useQueryClient();
  const key = collectionKeys.cards(id);
  return useMutation({
    mutationFn: ({ prefix }: { order: string[]; prefix: string[] }) => collectionsApi.reorder(id, prefix),
    onMutate: async ({ order }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<CollectionCardsResponse["data"]>(key);
      if (before) {
        const byId = new Map(before.cards.map((c) => [c.id, c]));
        const cards = order.map((cardId) => byId.get(cardId)).filter((c) => c !== undefined);
        queryClient.setQueryData(key, { ...before, cards });
      }
      return { before };
    },
    onError: (_err, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
