import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { collectionsApi } from "./collections-api";
import { type CollectionFilter, collectionKeys } from "./query-keys";

/** The user's collections; `favorites` asks the server for favourites only. */
export function useCollections(filter: CollectionFilter = "all") {
  return useQuery({
    queryKey: collectionKeys.list(filter),
    placeholderData: keepPreviousData,
    queryFn: async () =>
      (await collectionsApi.list(filter === "favorites" ? { isFavorite: true } : {})).data.collections,
  });
}

/** A missing, malformed or someone else's collection: the server answers 400/404 (never retried). */
export const isNotFound = (err: unknown) => err instanceof ApiError && [400, 403, 404].includes(err.status);

export function useCollection(id: string | undefined) {
  return useQuery({
    queryKey: collectionKeys.detail(id ?? ""),
    enabled: !!id,
    retry: (count, err) => !isNotFound(err) && count < 1,
    queryFn: async () => (await collectionsApi.get(id!)).data.collection,
  });
}

export function useCollectionCards(id: string | undefined, enabled = true) {
  return useQuery({
    queryKey: collectionKeys.cards(id ?? ""),
    enabled: !!id && enabled,
    queryFn: async () => (await collectionsApi.cards(id!)).data,
  });
}

/** Statistics are fetched only once the panel is opened. */
export function useCollectionStats(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: collectionKeys.stats(id ?? ""),
    enabled: !!id && enabled,
    queryFn: async () => (await collectionsApi.stats(id!)).data,
  });
}

/** Two collections compared (card ids and topics on each side); asked only once both are chosen. */
export function useCompareCollections(idA: string, idB: string) {
  return useQuery({
    queryKey: collectionKeys.compare(idA, idB),
    enabled: !!idA && !!idB && idA !== idB,
    queryFn: async () => (await collectionsApi.compare(idA, idB)).data,
  });
}
