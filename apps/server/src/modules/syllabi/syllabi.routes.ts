import {
  CoverageReportResponse,
  CreateSyllabusBody,
  CreateSyllabusResponse,
  GenerateSubtopicBody,
  GenerateSubtopicResponse,
  NextSubtopicsQuery,
  NextSubtopicsResponse,
  SyllabusListResponse,
  SyllabusParams,
} from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { AiClient } from "../ai/index";
import { type AiRequest, aiCallRoute, aiErrors, perRequest } from "../ai/index";
import { ownedMaterialOrNull } from "../materials/index";
import { generateSubtopic } from "./subtopic-generation.service";
import { createSyllabus, getCoverageReport, listSyllabi, nextSubtopics } from "./syllabus.service";

export interface SyllabusRouteDeps {
  db: Database;
  config: Config;
  ai: AiClient;
}

const tags = ["ai-content"];
const errors = aiErrors;

/** Syllabi (requirements C7 syllabus calls): structure a topic, list, coverage report, next subtopics, generate one. */
export async function syllabusRoutes(app: App, deps: SyllabusRouteDeps) {
  const auth = { onRequest: app.requireAuth };
  type CreateRequest = AiRequest<z.output<typeof CreateSyllabusBody>>;
  // Read once, for the preflight's content screen and the outline call.
  const materialOf = perRequest((request: CreateRequest) =>
    ownedMaterialOrNull(deps.db, request.body.materialId, currentUser(request).id),
  );

  app.post(
    "/ai-content/syllabus/generate",
    {
      ...aiCallRoute<CreateRequest>(app, deps, {
        needs: async (request) => ({ screen: [request.body.topic, (await materialOf(request))?.text] }),
      }),
      schema: { tags, body: CreateSyllabusBody, response: { 200: CreateSyllabusResponse, ...errors } },
    },
    async (request) => {
      const material = await materialOf(request);
      return { data: { syllabus: await createSyllabus(deps, currentUser(request), request.body, material) } };
    },
  );

  app.get(
    "/ai-content/syllabus",
    { ...auth, schema: { tags, response: { 200: SyllabusListResponse, ...errors } } },
    async (request) => ({ data: { syllabi: await listSyllabi(deps.db, currentUser(request).id) } }),
  );

  app.get(
    "/ai-content/syllabus/:id/report",
    {
      ...auth,
      schema: { tags, params: SyllabusParams, response: { 200: CoverageReportResponse, ...errors } },
    },
    async (request) => ({
      data: await getCoverageReport(deps, request.params.id, currentUser(request).id),
    }),
  );

  app.get(
    "/ai-content/syllabus/:id/next",
    {
      ...auth,
      schema: {
        tags,
        params: SyllabusParams,
        querystring: NextSubtopicsQuery,
        response: { 200: NextSubtopicsResponse, ...errors },
      },
    },
    async (request) => ({
      data: {
        subtopics: await nextSubtopics(deps, request.params.id, currentUser(request).id, request.query.count),
      },
    }),
  );

  app.post(
    "/ai-content/syllabus/generate-subtopic",
    {
      ...aiCallRoute(app, deps),
      schema: { tags, body: GenerateSubtopicBody, response: { 200: GenerateSubtopicResponse, ...errors } },
    },
    async (request) => ({ data: await generateSubtopic(deps, currentUser(request), request.body) }),
  );
}
