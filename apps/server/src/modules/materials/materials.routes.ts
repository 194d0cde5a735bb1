import {
  CreateMaterialBody,
  ErrorResponse,
  MATERIAL_LIMITS,
  MATERIAL_MESSAGES,
  MaterialFileQuery,
  MaterialListResponse,
  MaterialParams,
  MaterialResponse,
} from "@recall/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import { AppError } from "../../lib/errors";
import { type App, rateLimit } from "../../lib/http";
import { rawUpload } from "../../lib/raw-upload";
import {
  createFileMaterial,
  createTextMaterial,
  getOwnedMaterial,
  listMaterials,
  presentMaterial,
} from "./materials.service";

export interface MaterialRouteDeps {
  db: Database;
  config: Config;
}

const tags = ["ai-content"];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
};

/** The content types a raw file upload may be sent as (the web app sends application/octet-stream). */
const FILE_TYPES = ["application/octet-stream", "application/pdf", "text/plain", "text/markdown"];

const upload = rawUpload({
  types: FILE_TYPES,
  maxBytes: MATERIAL_LIMITS.maxFileBytes,
  tooLarge: () =>
    new AppError("PAYLOAD_TOO_LARGE", MATERIAL_MESSAGES.fileTooLarge, {
      file: MATERIAL_MESSAGES.fileTooLarge,
    }),
});

/** The learner's material for AI generation (docs/decisions/course-material.md). */
export async function materialRoutes(app: App, deps: MaterialRouteDeps) {
  const { db } = deps;
  const limited = { onRequest: app.requireAuth, config: rateLimit(deps.config.AI_RATE_LIMIT) };

  app.post(
    "/ai-content/materials",
    {
      ...limited,
      schema: { tags, body: CreateMaterialBody, response: { 201: MaterialResponse, ...errors } },
    },
    async (request, reply) => {
      const row = await createTextMaterial(db, currentUser(request).id, request.body);
      return reply.status(201).send({ data: presentMaterial(row) });
    },
  );

  app.get(
    "/ai-content/materials",
    { onRequest: app.requireAuth, schema: { tags, response: { 200: MaterialListResponse, ...errors } } },
    async (request) => ({
      data: { materials: (await listMaterials(db, currentUser(request).id)).map(presentMaterial) },
    }),
  );

  app.get(
    "/ai-content/materials/:id",
    {
      onRequest: app.requireAuth,
      schema: { tags, params: MaterialParams, response: { 200: MaterialResponse, ...errors } },
    },
    async (request) => ({
      data: presentMaterial(await getOwnedMaterial(db, request.params.id, currentUser(request).id)),
    }),
  );

  // The file route gets its own scope: its raw-body parsers and 10 MB limit apply to it alone.
  await app.register(async (scope: App) => {
    upload.install(scope);
    scope.post(
      "/ai-content/materials/file",
      {
        ...limited,
        // A declared size over the limit is refused before the body is read, with the file's own message.
        preParsing: async (request) => upload.refuseDeclaredOversize(request),
        schema: {
          tags,
          description:
            "Upload a .txt, .md or .pdf file (at most 10 MB) as the raw request body (application/octet-stream).",
          querystring: MaterialFileQuery,
          response: { 201: MaterialResponse, ...errors },
        },
      },
      async (request, reply) => {
        const bytes = upload.bytesOf(request);
        const row = await createFileMaterial(db, currentUser(request).id, request.query.filename, bytes);
        return reply.status(201).send({ data: presentMaterial(row) });
      },
    );
  });
}
