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
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { AiClient } from "../ai/index";
import { aiCallRoute, aiErrors } from "../ai/index";
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
  // Calls that reach the model: the AI route gate (signed in, verified email, rate limited per client).
  const limited = aiCallRoute(app, deps.config);

  app.post(
    "/ai-content/syllabus/generate",
    {
      ...limited,
      schema: { tags, body: CreateSyllabusBody, response: { 200: CreateSyllabusResponse, ...errors } },
    },
    async (request) => ({
      data: { syllabus: await createSyllabus(deps, currentUser(request), request.body) },
    }),
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
      ...limited,
      schema: { tags, body: GenerateSubtopicBody, response: { 200: GenerateSubtopicResponse, ...errors } },
    },
    async (request) => ({ data: await generateSubtopic(deps, currentUser(request), request.body) }),
  );
}
