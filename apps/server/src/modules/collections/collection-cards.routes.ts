import {
  AddCollectionCardsResponse,
  CollectionCardsBody,
  CollectionCardsQuery,
  CollectionCardsResponse,
  CollectionParams,
  CollectionStatsResponse,
  CompareCollectionsParams,
  CompareCollectionsResponse,
  ErrorResponse,
  RemoveCollectionCardsResponse,
  ReorderCollectionBody,
  ReorderCollectionResponse,
} from "@recall/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import { type App, heavyRoute } from "../../lib/http";
import {
  addCardsToCollection,
  compareCollections,
  getCollectionStats,
  listCollectionCards,
  removeCardsFromCollection,
  reorderCollection,
} from "./collection-cards.service";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse };
const tags = ["collections"];

/** The cards of a collection: add, remove, list, reorder; compare two collections; statistics. */
export async function collectionCardRoutes(
  app: App,
  { db, config }: { db: Database; config: Pick<Config, "HEAVY_RATE_LIMIT" | "HEAVY_CONCURRENCY"> },
) {
  const auth = { preHandler: app.requireAuth };
  // Bulk card operations: limited per user.
  const heavy = { ...auth, ...heavyRoute(config) };
  const params = CollectionParams;

  app.post(
    "/collections/:id/cards",
    {
      ...heavy,
      schema: {
        tags,
        params,
        body: CollectionCardsBody,
        response: { 200: AddCollectionCardsResponse, ...errors },
      },
    },
    async (request) => ({
      data: await addCardsToCollection(db, currentUser(request).id, request.params.id, request.body.cardIds),
    }),
  );

  app.delete(
    "/collections/:id/cards",
    {
      ...heavy,
      schema: {
        tags,
        params,
        body: CollectionCardsBody,
        response: { 200: RemoveCollectionCardsResponse, ...errors },
      },
    },
    async (request) => ({
      data: await removeCardsFromCollection(
        db,
        currentUser(request).id,
        request.params.id,
        request.body.cardIds,
      ),
    }),
  );

  app.get(
    "/collections/:id/cards",
    {
      ...auth,
      schema: {
        tags,
        params,
        querystring: CollectionCardsQuery,
        response: { 200: CollectionCardsResponse, ...errors },
      },
    },
    async (request) => ({
      data: await listCollectionCards(db, currentUser(request).id, request.params.id, request.query),
    }),
  );

  app.patch(
    "/collections/:id/reorder",
    {
      ...heavy,
      schema: {
        tags,
        params,
        body: ReorderCollectionBody,
        response: { 200: ReorderCollectionResponse, ...errors },
      },
    },
    async (request) => ({
      data: await reorderCollection(db, currentUser(request).id, request.params.id, request.body.cardIds),
    }),
  );

  app.get(
    "/collections/compare/:idA/:idB",
    {
      ...auth,
      schema: {
        tags,
        params: CompareCollectionsParams,
        response: { 200: CompareCollectionsResponse, ...errors },
      },
    },
    async (request) => ({
      data: await compareCollections(db, currentUser(request).id, request.params.idA, request.params.idB),
    }),
  );

  app.get(
    "/collections/:id/stats",
    { ...auth, schema: { tags, params, response: { 200: CollectionStatsResponse, ...errors } } },
    async (request) => ({ data: await getCollectionStats(db, currentUser(request).id, request.params.id) }),
  );
}
