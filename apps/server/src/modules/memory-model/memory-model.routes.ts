import {
  ErrorResponse,
  FitMemoryModelResponse,
  MemoryModelResponse,
  UpdateMemoryModelBody,
} from "@recall/shared";
import { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import { type App, heavyRoute } from "../../lib/http";
import type { JobSystem } from "../jobs/index";
import { getMemoryModel, requestFit, setDesiredRetention } from "./memory-model.service";

const tags = ["memory model"];
const errors = { 400: ErrorResponse, 401: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
const Envelope = <T extends z.ZodType>(data: T) => z.object({ data });

/** The learner's FSRS memory model: what is in use, desired retention, and fitting on demand. */
export async function memoryModelRoutes(
  app: App,
  deps: { db: Database; jobs: JobSystem; config: Pick<Config, "HEAVY_RATE_LIMIT" | "HEAVY_CONCURRENCY"> },
) {
  const { db, jobs } = deps;
  const auth = { onRequest: app.requireAuth };

  app.get(
    "/me/memory-model",
    { ...auth, schema: { tags, response: { 200: Envelope(MemoryModelResponse), ...errors } } },
    async (request) => ({ data: await getMemoryModel(db, currentUser(request).id) }),
  );

  app.patch(
    "/me/memory-model",
    {
      ...auth,
      schema: {
        tags,
        body: UpdateMemoryModelBody.strict(),
        response: { 200: Envelope(MemoryModelResponse), ...errors },
      },
    },
    async (request) => ({
      data: await setDesiredRetention(db, currentUser(request).id, request.body.desiredRetention),
    }),
  );

  app.post(
    "/me/memory-model/fit",
    {
      ...auth,
      ...heavyRoute(deps.config),
      schema: { tags, response: { 202: Envelope(FitMemoryModelResponse), ...errors } },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await requestFit(db, jobs, currentUser(request).id) }),
  );
}
