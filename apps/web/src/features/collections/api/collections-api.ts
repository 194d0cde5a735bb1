import type { CreateCollectionBody, DuplicateCollectionBody, UpdateCollectionBody } from "@recall/shared";
import { api } from "../../../lib/api-client";

/** requirements C9: the library and the detail page fetch up to 1000 cards of a collection. */
export const COLLECTION_CARDS_FETCH = 1000;

/** The collection calls of requirements C7 (paths are relative to the API prefix). */
export const collectionsApi = {
  list: (query: { isFavorite?: boolean; isActive?: boolean } = {}) => api.call("GET /collections", { query }),
  get: (id: string) => api.call("GET /collections/:id", { params: { id } }),
  create: (body: CreateCollectionBody) => api.call("POST /collections", { body }),
  update: (id: string, body: UpdateCollectionBody) =>
    api.call("PATCH /collections/:id", { params: { id }, body }),
  remove: (id: string) => api.call("DELETE /collections/:id", { params: { id } }),
  cards: (id: string) =>
    api.call("GET /collections/:id/cards", {
      params: { id },
      query: { limit: COLLECTION_CARDS_FETCH, skip: 0, sortBy: "position", sortOrder: "asc" },
    }),
  addCards: (id: string, cardIds: string[]) =>
    api.call("POST /collections/:id/cards", { params: { id }, body: { cardIds } }),
  removeCards: (id: string, cardIds: string[]) =>
    api.call("DELETE /collections/:id/cards", { params: { id }, body: { cardIds } }),
  duplicate: (id: string, body: DuplicateCollectionBody) =>
    api.call("POST /collections/:id/duplicate", { params: { id }, body }),
  /** The listed cards take the first places in this order; the rest keep their order after them. */
  reorder: (id: string, cardIds: string[]) =>
    api.call("PATCH /collections/:id/reorder", { params: { id }, body: { cardIds } }),
  compare: (idA: string, idB: string) =>
    api.call("GET /collections/compare/:idA/:idB", { params: { idA, idB } }),
  /** A new collection named after the course, holding its cards. */
  fromCourse: (courseId: string) =>
    api.call("POST /collections/from-course/:courseId", { params: { courseId } }),
  stats: (id: string) => api.call("GET /collections/:id/stats", { params: { id } }),
  startSession: (collectionId: string) =>
    api.call("POST /sessions/start-from-collection", { body: { collectionId } }),
};
