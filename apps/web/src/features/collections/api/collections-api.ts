import type {
  AddCollectionCardsResponse,
  CollectionCardsResponse,
  CollectionListResponse,
  CollectionResponse,
  CollectionStatsResponse,
  CompareCollectionsResponse,
  CreateCollectionBody,
  DeleteCollectionResponse,
  DuplicateCollectionBody,
  RemoveCollectionCardsResponse,
  ReorderCollectionResponse,
  StartSessionResponse,
  UpdateCollectionBody,
} from "@recall/shared";
import { api } from "../../../lib/api-client";

/** requirements C9: the library and the detail page fetch up to 1000 cards of a collection. */
export const COLLECTION_CARDS_FETCH = 1000;

/** The collection calls of requirements C7 (paths are relative to the API prefix). */
export const collectionsApi = {
  list: (query: { isFavorite?: boolean; isActive?: boolean } = {}) =>
    api.get<CollectionListResponse>("/collections", query),
  get: (id: string) => api.get<CollectionResponse>(`/collections/${id}`),
  create: (body: CreateCollectionBody) => api.post<CollectionResponse>("/collections", body),
  update: (id: string, body: UpdateCollectionBody) =>
    api.patch<CollectionResponse>(`/collections/${id}`, body),
  remove: (id: string) => api.delete<DeleteCollectionResponse>(`/collections/${id}`),
  cards: (id: string) =>
    api.get<CollectionCardsResponse>(`/collections/${id}/cards`, {
      limit: COLLECTION_CARDS_FETCH,
      skip: 0,
      sortBy: "position",
      sortOrder: "asc",
    }),
  addCards: (id: string, cardIds: string[]) =>
    api.post<AddCollectionCardsResponse>(`/collections/${id}/cards`, { cardIds }),
  removeCards: (id: string, cardIds: string[]) =>
    api.delete<RemoveCollectionCardsResponse>(`/collections/${id}/cards`, { cardIds }),
  duplicate: (id: string, body: DuplicateCollectionBody) =>
    api.post<CollectionResponse>(`/collections/${id}/duplicate`, body),
  /** The listed cards take the first places in this order; the rest keep their order after them. */
  reorder: (id: string, cardIds: string[]) =>
    api.patch<ReorderCollectionResponse>(`/collections/${id}/reorder`, { cardIds }),
  compare: (idA: string, idB: string) =>
    api.get<CompareCollectionsResponse>(`/collections/compare/${idA}/${idB}`),
  /** A new collection named after the course, holding its cards. */
  fromCourse: (courseId: string) => api.post<CollectionResponse>(`/collections/from-course/${courseId}`),
  stats: (id: string) => api.get<CollectionStatsResponse>(`/collections/${id}/stats`),
  startSession: (collectionId: string) =>
    api.post<StartSessionResponse>("/sessions/start-from-collection", { collectionId }),
};
