import { DataExportResponse, ErrorResponse, IdParams } from "@recall/shared";
import { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import { type App, heavyRoute } from "../../lib/http";
import type { JobSystem } from "../jobs/index";
import { downloadDataExport, getDataExport, startDataExport } from "./data-export.service";

const tags = ["auth"];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  429: ErrorResponse,
  503: ErrorResponse,
};

/** Settings → Account → Export my data: a job builds the zip; only its owner may read or download it. */
export async function dataExportRoutes(app: App, deps: { db: Database; config: Config; jobs: JobSystem }) {
  const { db, jobs } = deps;
  const auth = { onRequest: app.requireAuth };

  app.post(
    "/me/export",
    {
      ...auth,
      ...heavyRoute(deps.config),
      schema: {
        tags,
        summary: "Start an export of all my data (or answer the one running)",
        response: { 202: DataExportResponse, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await startDataExport(db, jobs, currentUser(request).id) }),
  );

  app.get(
    "/me/export/:id",
    { ...auth, schema: { tags, params: IdParams, response: { 200: DataExportResponse, ...errors } } },
    async (request) => ({ data: await getDataExport(db, request.params.id, currentUser(request).id) }),
  );

  app.get(
    "/me/export/:id/download",
    {
      ...auth,
      schema: {
        tags,
        summary: "Download the zip of a completed export",
        params: IdParams,
        response: { 200: z.any().describe("The zip"), ...errors },
      },
    },
    async (request, reply) => {
      const file = await downloadDataExport(db, request.params.id, currentUser(request).id);
      return reply
        .header("content-type", "application/zip")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .send(Buffer.from(file.bytes));
    },
  );
}
