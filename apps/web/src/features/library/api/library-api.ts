import { type CardSearchBody, COURSE_PAGE } from "@recall/shared";
import { api } from "../../../lib/api-client";

/** The search calls of requirements C7 (paths are relative to the API prefix). */
export const libraryApi = {
  /** The card library's search (/card-library). */
  searchLibrary: (body: CardSearchBody) => api.call("POST /collections/search-cards", { body }),
  /** The card search page (/cards/search). */
  searchCards: (body: CardSearchBody) => api.call("POST /cards/search", { body }),
  availableTopics: () => api.call("GET /collections/available-topics"),
  availableLevels: () => api.call("GET /collections/available-levels"),
  /** Courses for the filters: the user's own and the public ones (the newest page of the largest size). */
  courses: () => api.call("GET /courses", { query: { includePublic: true, limit: COURSE_PAGE.maxLimit } }),
};

export const libraryKeys = {
  all: ["library"] as const,
  search: (kind: "library" | "cards", body: CardSearchBody) =>
    [...libraryKeys.all, "search", kind, body] as const,
  topics: () => [...libraryKeys.all, "topics"] as const,
  levels: () => [...libraryKeys.all, "levels"] as const,
  courses: () => [...libraryKeys.all, "courses"] as const,
};
