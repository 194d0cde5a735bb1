import {
  ErrorResponse,
  IdParams,
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  ImportFileQuery,
  ImportStatusResponse,
  ImportUploadResponse,
  StartImportBody,
} from "@recall/shared";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import { AppError } from "../../lib/errors";
import { type App, heavyRoute } from "../../lib/http";
import { rawUpload } from "../../lib/raw-upload";
import type { JobSystem } from "../jobs/index";
import { getImport, startImport, uploadImport } from "./imports.service";

export interface ImportRouteDeps {
  db: Database;
  config: Config;
  jobs: JobSystem;
}

const tags = ["imports"];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  413: ErrorResponse,
  415: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

const upload = rawUpload({
  types: ["application/octet-stream", "text/plain", "text/csv", "application/zip"],
  maxBytes: IMPORT_LIMITS.maxFileBytes,
  tooLarge: () =>
    new AppError("PAYLOAD_TOO_LARGE", IMPORT_MESSAGES.fileTooLarge, { file: IMPORT_MESSAGES.fileTooLarge }),
});

/** Importing decks from other apps (docs/decisions/imports.md); their media are served by modules/media. */
export async function importRoutes(app: App, deps: ImportRouteDeps) {
  const { db, jobs } = deps;
  const auth = { onRequest: app.requireAuth };

  app.post(
    "/imports/:id/start",
    {
      ...auth,
      schema: {
        tags,
        params: IdParams,
        body: StartImportBody,
        response: { 202: ImportStatusResponse, ...errors },
      },
    },
    async (request, reply) => {
      const data = await startImport(db, jobs, request.params.id, currentUser(request).id, request.body);
      return reply.status(202).send({ data });
    },
  );

  app.get(
    "/imports/:id",
    { ...auth, schema: { tags, params: IdParams, response: { 200: ImportStatusResponse, ...errors } } },
    async (request) => ({ data: await getImport(db, request.params.id, currentUser(request).id) }),
  );

  // The upload gets its own scope: its raw-body parser and 100 MB limit apply to it alone.
  await app.register(async (scope: App) => {
    upload.install(scope);
    const heavy = heavyRoute(deps.config);
    scope.post(
      "/imports",
      {
        ...auth,
        ...heavy,
        preParsing: async (request: FastifyRequest) => {
          upload.refuseDeclaredOversize(request);
          await heavy.preParsing(request);
        },
        schema: {
          tags,
          description:
            "Upload an .apkg, .colpkg, .csv, .tsv or .txt file (at most 100 MB) as the raw request body; answers a preview.",
          querystring: ImportFileQuery,
          response: { 201: ImportUploadResponse, ...errors },
        },
      },
      async (request, reply) => {
        const bytes = upload.bytesOf(request);
        const data = await uploadImport(db, currentUser(request).id, request.query.filename, bytes);
        return reply.status(201).send({ data });
      },
    );
  });
}
