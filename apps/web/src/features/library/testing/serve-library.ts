import type { CardSearchResponse, Collection, LibraryCard, SearchAggregations } from "@recall/shared";
import type { HttpHandler } from "msw";
import { route } from "../../../test/msw";

/** Answers and handlers of the library's routes, served by MSW (only *.test.tsx import this). */

const noAggregations: SearchAggregations = { topics: [], levels: [], tags: [] };

/** A search's answer listing `cards` (POST /collections/search-cards and POST /cards/search). */
export const searchAnswer = (
  cards: LibraryCard[],
  { total = cards.length, aggregations = noAggregations } = {},
): CardSearchResponse => ({
  data: { cards, total, totalCount: total, totalIsApproximate: false, aggregations },
});

/** The lists the search filters are built from: topics and levels, the collections, the courses. */
export function filterRoutes({
  topics = [],
  levels = [],
  collections = [],
}: {
  topics?: SearchAggregations["topics"];
  levels?: SearchAggregations["levels"];
  collections?: Collection[];
} = {}): HttpHandler[] {
  return [
    route("GET /collections/available-topics", () => ({ data: { topics } })),
    route("GET /collections/available-levels", () => ({ data: { levels } })),
    route("GET /collections", () => ({ data: { collections } })),
    route("GET /courses", () => ({ data: { courses: [], total: 0, offset: 0 } })),
  ];
}
