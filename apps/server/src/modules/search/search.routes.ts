import {
  AiCardSearchQuery,
  AiCardSearchResponse,
  AvailableLevelsResponse,
  AvailableTopicsResponse,
  CardSearchBody,
  CardSearchResponse,
  ErrorResponse,
  IdParams,
  SimilarCardsQuery,
  SimilarCardsResponse,
} from "@recall/shared";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import { availableLevels, availableTopics, findSimilarCards, searchCards } from "./search.service";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const tags = ["search"];

/** The body of the two POST searches as service criteria; `query` wins over its alias `text`. */
function criteriaOf(body: z.output<typeof CardSearchBody>) {
  const { query, text, ...rest } = body;
  return { ...rest, text: query ?? text };
}

/** Card search (requirements C7): ai-content search and similar, the card search page, the library, facets. */
export async function searchRoutes(app: App, { db }: { db: Database }) {
  const auth = { preHandler: app.requireAuth };

  app.get(
    "/ai-content/cards/search",
    {
      ...auth,
      schema: { tags, querystring: AiCardSearchQuery, response: { 200: AiCardSearchResponse, ...errors } },
    },
    async (request) => {
      const { query, q, ...rest } = request.query;
      return { data: await searchCards(db, currentUser(request).id, { ...rest, text: query ?? q }) };
    },
  );

  for (const url of ["/cards/search", "/collections/search-cards"]) {
    app.post(
      url,
      { ...auth, schema: { tags, body: CardSearchBody, response: { 200: CardSearchResponse, ...errors } } },
      async (request) => {
        const result = await searchCards(db, currentUser(request).id, criteriaOf(request.body));
        return { data: { ...result, total: result.totalCount } };
      },
    );
  }

  app.get(
    "/ai-content/cards/:id/similar",
    {
      ...auth,
      schema: {
        tags,
        params: IdParams,
        querystring: SimilarCardsQuery,
        response: { 200: SimilarCardsResponse, ...errors },
      },
    },
    async (request) => ({
      data: {
        cards: await findSimilarCards(db, currentUser(request).id, request.params.id, request.query.limit),
      },
    }),
  );

  app.get(
    "/collections/available-topics",
    { ...auth, schema: { tags, response: { 200: AvailableTopicsResponse, ...errors } } },
    async (request) => ({ data: { topics: await availableTopics(db, currentUser(request).id) } }),
  );

  app.get(
    "/collections/available-levels",
    { ...auth, schema: { tags, response: { 200: AvailableLevelsResponse, ...errors } } },
    async (request) => ({ data: { levels: await availableLevels(db, currentUser(request).id) } }),
  );
}
