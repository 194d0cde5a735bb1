import {
  CourseGenerationResponse,
  CourseJobParams,
  GenerateCourseAccepted,
  GenerateCourseBody,
  GenerateCourseResponse,
  GenerationJobListResponse,
  GenerationJobResponse,
  JobParams,
} from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import { type AiClient, type AiRequest, aiCallRoute, aiErrors, perRequest } from "../ai/index";
import type { JobSystem } from "../jobs/index";
import { ownedMaterialOrNull } from "../materials/index";
import {
  type GenerateOutcome,
  generateCourse,
  getCourseGeneration,
  getGenerationJob,
  listRecentJobs,
} from "./generation.service";
import { courseGenerationNeeds } from "./generation-needs";
import { generateRest, restFirstCallMicros } from "./rest.service";

export interface GenerationRouteDeps {
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

/** Course generation (requirements C7): generate, the learner's jobs, a course's generation, and the rest of one. */
export async function generationRoutes(app: App, deps: GenerationRouteDeps) {
  const auth = { onRequest: app.requireAuth };
  type GenerateRequest = AiRequest<z.output<typeof GenerateCourseBody>>;
  // Read once: the preflight screens its text, the job writes from it.
  const materialOf = perRequest((request: GenerateRequest) =>
    ownedMaterialOrNull(deps.db, request.body.materialId, currentUser(request).id),
  );

  app.post(
    "/ai-content/generate",
    {
      ...aiCallRoute<GenerateRequest>(app, deps, {
        needs: async (request) => courseGenerationNeeds(deps.ai, request.body, await materialOf(request)),
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
