import {
  AutoGenerateBody,
  CoursePlanParams,
  CoursePlanResponse,
  CoursePlansResponse,
  CreateCoursePlanBody,
  GenerateNextResponse,
  UpdateCoursePlanBody,
} from "@recall/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { AiClient } from "../ai/index";
import { aiCallRoute, aiErrors } from "../ai/index";
import type { JobSystem } from "../jobs/index";
import {
  createCoursePlan,
  generateNextSubtopic,
  getCoursePlan,
  listCoursePlans,
  setAutoGenerate,
  updateCoursePlan,
} from "./course-plans.service";

export interface CoursePlanRouteDeps {
  db: Database;
  config: Config;
  ai: AiClient;
  jobs: JobSystem;
}

const tags = ["course-plans"];
const errors = aiErrors;

/** Course plans and progressive creation (requirements C7 "AI content": every course-plan call). */
export async function coursePlanRoutes(app: App, deps: CoursePlanRouteDeps) {
  const auth = { onRequest: app.requireAuth };
  // Calls that reach the model (or start the job that does): the AI route gate (signed in, verified email,
  // rate limited per client).
  const limited = aiCallRoute(app, deps.config);

  app.post(
    "/ai-content/course-plan/create",
    {
      ...limited,
      schema: { tags, body: CreateCoursePlanBody, response: { 200: CoursePlanResponse, ...errors } },
    },
    async (request) => ({ data: { plan: await createCoursePlan(deps, currentUser(request), request.body) } }),
  );

  app.get(
    "/ai-content/course-plans",
    { ...auth, schema: { tags, response: { 200: CoursePlansResponse, ...errors } } },
    async (request) => ({ data: { plans: await listCoursePlans(deps, currentUser(request).id) } }),
  );

  app.get(
    "/ai-content/course-plan/:id",
    { ...auth, schema: { tags, params: CoursePlanParams, response: { 200: CoursePlanResponse, ...errors } } },
    async (request) => ({
      data: { plan: await getCoursePlan(deps, request.params.id, currentUser(request).id) },
    }),
  );

  app.put(
    "/ai-content/course-plan/:id",
    {
      ...auth,
      schema: {
        tags,
        params: CoursePlanParams,
        body: UpdateCoursePlanBody,
        response: { 200: CoursePlanResponse, ...errors },
      },
    },
    async (request) => ({
      data: {
        plan: await updateCoursePlan(deps, request.params.id, currentUser(request).id, request.body),
      },
    }),
  );

  app.post(
    "/ai-content/course-plan/:id/generate-next",
    {
      ...limited,
      schema: { tags, params: CoursePlanParams, response: { 200: GenerateNextResponse, ...errors } },
    },
    async (request) => ({ data: await generateNextSubtopic(deps, currentUser(request), request.params.id) }),
  );

  app.post(
    "/ai-content/course-plan/:id/auto-generate",
    {
      ...limited,
      schema: {
        tags,
        params: CoursePlanParams,
        body: AutoGenerateBody,
        response: { 200: CoursePlanResponse, ...errors },
      },
    },
    async (request) => ({
      data: {
        plan: await setAutoGenerate(deps, currentUser(request), request.params.id, request.body.enabled),
      },
    }),
  );
}
