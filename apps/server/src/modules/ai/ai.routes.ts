import {
  AiStatusResponse,
  AiUsageResponse,
  CONTENT_GUIDELINES,
  CourseGenerationResponse,
  CourseJobParams,
  DiscoveryBody,
  DiscoveryResponse,
  EstimateParams,
  EstimateQuery,
  EstimateResponse,
  GenerateCourseAccepted,
  GenerateCourseBody,
  GenerateCourseResponse,
  GenerationJobListResponse,
  GenerationJobResponse,
  GuidelinesResponse,
  JobParams,
  TemplatesResponse,
} from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { JobSystem } from "../jobs/index";
import {
  type GenerateOutcome,
  generateCourse,
  generateRest,
  getCourseGeneration,
  getGenerationJob,
  listRecentJobs,
  restFirstCallMicros,
} from "../jobs/index";
import { ownedMaterialOrNull } from "../materials/index";
import type { AiClient } from "./ai-client";
import { type AiRequest, aiCallRoute, aiErrors } from "./ai-gate";
import { perRequest } from "./ai-preflight";
import { learnerWords, runDiscoveryTurn } from "./discovery.service";
import { estimateCourse } from "./estimate";
import { courseGenerationNeeds } from "./generation-needs";
import { BRIEF_TEMPLATES } from "./templates";

export interface AiRouteDeps {
  db: Database;
  config: Config;
  ai: AiClient;
  jobs: JobSystem;
}

const tags = ["ai-content"];
const errors = aiErrors;

/** The 200 answer of a finished generation (requirements C7 `data {course, metadata}`, plus jobId and shortfall). */
function finished(outcome: Extract<GenerateOutcome, { done: true }>) {
  return {
    data: {
      jobId: outcome.jobId,
      course: outcome.course,
      metadata: {
        totalCost: outcome.totalCost,
        generationTimeMs: outcome.generationTimeMs,
        calls: outcome.calls,
      },
      shortfall: outcome.shortfall,
    },
  };
}

const generationResponses = { 200: GenerateCourseResponse, 202: GenerateCourseAccepted, ...errors };

/** AI content (requirements C7): status, guidelines, usage, estimate, templates, discovery, generation and its job. */
export async function aiRoutes(app: App, deps: AiRouteDeps) {
  const { ai } = deps;
  const auth = { onRequest: app.requireAuth };
  type GenerateRequest = AiRequest<z.output<typeof GenerateCourseBody>>;
  // Read once: the preflight screens its text, the job writes from it.
  const materialOf = perRequest((request: GenerateRequest) =>
    ownedMaterialOrNull(deps.db, request.body.materialId, currentUser(request).id),
  );

  app.get(
    "/ai-content/status",
    { ...auth, schema: { tags, response: { 200: AiStatusResponse, ...errors } } },
    async () => ({ data: ai.status() }),
  );

  app.get(
    "/ai-content/guidelines",
    { ...auth, schema: { tags, response: { 200: GuidelinesResponse, ...errors } } },
    async () => ({
      data: {
        allowed: [...CONTENT_GUIDELINES.allowed],
        forbidden: [...CONTENT_GUIDELINES.forbidden],
        removalNotice: CONTENT_GUIDELINES.removalNotice,
      },
    }),
  );

  app.get(
    "/ai-content/usage",
    { ...auth, schema: { tags, response: { 200: AiUsageResponse, ...errors } } },
    async (request) => ({ data: await ai.usage(currentUser(request).id) }),
  );

  app.get(
    "/ai-content/estimate/:cardCount",
    {
      ...auth,
      schema: {
        tags,
        params: EstimateParams,
        querystring: EstimateQuery,
        response: { 200: EstimateResponse, ...errors },
      },
    },
    async (request) => {
      const usage = await ai.usage(currentUser(request).id);
      const fullContext = request.query.fullContext ?? false;
      return { data: estimateCourse(request.params.cardCount, fullContext, usage.remaining) };
    },
  );

  app.get(
    "/ai-content/templates",
    { ...auth, schema: { tags, response: { 200: TemplatesResponse, ...errors } } },
    async () => ({ data: { templates: BRIEF_TEMPLATES } }),
  );

  app.post(
    "/ai-content/discovery",
    {
      ...aiCallRoute<AiRequest<z.output<typeof DiscoveryBody>>>(app, deps, {
        needs: (request) => ({ screen: learnerWords(request.body) }),
      }),
      schema: { tags, body: DiscoveryBody, response: { 200: DiscoveryResponse, ...errors } },
    },
    async (request) => ({ data: await runDiscoveryTurn(ai, currentUser(request), request.body) }),
  );

  app.post(
    "/ai-content/generate",
    {
      ...aiCallRoute<GenerateRequest>(app, deps, {
        needs: async (request) => courseGenerationNeeds(ai, request.body, await materialOf(request)),
      }),
      schema: { tags, body: GenerateCourseBody, response: generationResponses },
    },
    async (request, reply) => {
      const material = await materialOf(request);
      const outcome = await generateCourse(deps, currentUser(request), request.body, material);
      if (!outcome.done) return reply.status(202).send({ data: { ...outcome.job, jobId: outcome.job.id } });
      return finished(outcome);
    },
  );

  app.get(
    "/ai-content/jobs",
    { ...auth, schema: { tags, response: { 200: GenerationJobListResponse, ...errors } } },
    async (request) => ({ data: { jobs: await listRecentJobs(deps, currentUser(request).id) } }),
  );

  app.get(
    "/ai-content/jobs/:id",
    { ...auth, schema: { tags, params: JobParams, response: { 200: GenerationJobResponse, ...errors } } },
    async (request) => ({ data: await getGenerationJob(deps, request.params.id, currentUser(request).id) }),
  );

  app.get(
    "/ai-content/courses/:courseId/generation",
    {
      ...auth,
      schema: { tags, params: CourseJobParams, response: { 200: CourseGenerationResponse, ...errors } },
    },
    async (request) => ({
      data: await getCourseGeneration(deps, request.params.courseId, currentUser(request).id),
    }),
  );

  // A generation that fell short: write its missing cards into the same course (docs/decisions/ai-jobs.md).
  app.post(
    "/ai-content/jobs/:id/generate-rest",
    {
      // The first batch of the missing cards is the first call (every later one reserves its own maximum).
      ...aiCallRoute<AiRequest<unknown, z.output<typeof JobParams>>>(app, deps, {
        needs: async (request) => ({
          firstCallMicros: await restFirstCallMicros(deps, currentUser(request), request.params.id),
        }),
      }),
      schema: { tags, params: JobParams, response: generationResponses },
    },
    async (request, reply) => {
      const outcome = await generateRest(deps, currentUser(request), request.params.id);
      if (!outcome.done) return reply.status(202).send({ data: { ...outcome.job, jobId: outcome.job.id } });
      return finished(outcome);
    },
  );
}
