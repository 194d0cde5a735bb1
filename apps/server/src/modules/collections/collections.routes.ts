import {
  CollectionListQuery,
  CollectionListResponse,
  CollectionParams,
  CollectionResponse,
  CreateCollectionBody,
  DeleteCollectionResponse,
  DuplicateCollectionBody,
  ErrorResponse,
  FromCourseParams,
  StartFromCollectionBody,
  StartSessionResponse,
  UpdateCollectionBody,
} from "@recall/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import { presentCard } from "../courses/index";
import { presentSession } from "../sessions/index";
import { collectionCardRoutes } from "./collection-cards.routes";
import { startCollectionSession } from "./collection-session.service";
import {
  createCollection,
  createCollectionFromCourse,
  deleteCollection,
  duplicateCollection,
  getCollection,
  listCollections,
  updateCollection,
} from "./collections.service";

const errors = { 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse };
const tags = ["collections"];

/** Collections (requirements C7) and starting a session from one (requirements S7). */
export async function collectionRoutes(
  app: App,
  { db, config }: { db: Database; config: Pick<Config, "HEAVY_RATE_LIMIT" | "HEAVY_CONCURRENCY"> },
) {
  const auth = { preHandler: app.requireAuth };

  app.post(
    "/collections",
    {
      ...auth,
      schema: { tags, body: CreateCollectionBody, response: { 201: CollectionResponse, ...errors } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: { collection: await createCollection(db, currentUser(request).id, request.body) } }),
  );

  app.get(
    "/collections",
    {
      ...auth,
      schema: {
        tags,
        querystring: CollectionListQuery,
        response: { 200: CollectionListResponse, ...errors },
      },
    },
    async (request) => ({
      data: { collections: await listCollections(db, currentUser(request).id, request.query) },
    }),
  );

  app.get(
    "/collections/:id",
    { ...auth, schema: { tags, params: CollectionParams, response: { 200: CollectionResponse, ...errors } } },
    async (request) => ({
      data: { collection: await getCollection(db, currentUser(request).id, request.params.id) },
    }),
  );

  app.patch(
    "/collections/:id",
    {
      ...auth,
      schema: {
        tags,
        params: CollectionParams,
        body: UpdateCollectionBody,
        response: { 200: CollectionResponse, ...errors },
      },
    },
    async (request) => ({
      data: {
        collection: await updateCollection(db, currentUser(request).id, request.params.id, request.body),
      },
    }),
  );

  app.delete(
    "/collections/:id",
    {
      ...auth,
      schema: { tags, params: CollectionParams, response: { 200: DeleteCollectionResponse, ...errors } },
    },
    async (request) => {
      await deleteCollection(db, currentUser(request).id, request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  app.post(
    "/collections/:id/duplicate",
    {
      ...auth,
      schema: {
        tags,
        params: CollectionParams,
        body: DuplicateCollectionBody,
        response: { 201: CollectionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const collection = await duplicateCollection(
        db,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ data: { collection } });
    },
  );

  app.post(
    "/collections/from-course/:courseId",
    { ...auth, schema: { tags, params: FromCourseParams, response: { 201: CollectionResponse, ...errors } } },
    async (request, reply) => {
      const collection = await createCollectionFromCourse(
        db,
        currentUser(request).id,
        request.params.courseId,
      );
      return reply.status(201).send({ data: { collection } });
    },
  );

  app.post(
    "/sessions/start-from-collection",
    {
      ...auth,
      schema: {
        tags: ["sessions"],
        body: StartFromCollectionBody,
        response: { 201: StartSessionResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { session, cards } = await startCollectionSession(
        db,
        currentUser(request).id,
        request.body.collectionId,
      );
      return reply
        .status(201)
        .send({ data: { session: presentSession(session), cards: cards.map(presentCard) } });
    },
  );

  await collectionCardRoutes(app, { db, config });
}
