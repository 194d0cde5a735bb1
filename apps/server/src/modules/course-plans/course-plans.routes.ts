import {
  AutoGenerateBody,
  CoursePlanParams,
  CoursePlanResponse,
  CoursePlansResponse,
  CreateCoursePlanBody,
  GenerateNextResponse,
  UpdateCoursePlanBody,
} from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { AiClient } from "../ai/index";
import { type AiRequest, aiCallRoute, aiErrors, perRequest } from "../ai/index";
import type { JobSystem } from "../jobs/index";
import { ownedMaterialOrNull } from "../materials/index";
import {
  createCoursePlan,
  generateNextSubtopic,
  getCoursePlan,
  getOwnedPlan,
  listCoursePlans,
  planFirstCallMicros,
  setAutoGenerate,
  updateCoursePlan,
} from "./course-plans.service";
import { planError } from "./subtopic-generation";

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
  const { db, ai } = deps;
  const auth = { onRequest: app.requireAuth };
  type CreateRequest = AiRequest<z.output<typeof CreateCoursePlanBody>>;
  type PlanRequest = AiRequest<unknown, z.output<typeof CoursePlanParams>>;
  // Each read once per request, for the preflight and the service: the material, the owned plan.
  const materialOf = perRequest((request: CreateRequest) =>
    ownedMaterialOrNull(db, request.body.materialId, currentUser(request).id),
  );
  const planOf = perRequest((request: PlanRequest) =>
    getOwnedPlan(db, request.params.id, currentUser(request).id),
  );
  // Calls that reach the model (or start the job that does) go through the AI preflight; the plan routes word
  // an exceeded budget their own way (planError).
  const mapError = planError;

  app.post(
    "/ai-content/course-plan/create",
    {
      ...aiCallRoute<CreateRequest>(app, deps, {
        mapError,
        needs: async (request) => ({
          screen: [request.body.topic, request.body.userDirections, (await materialOf(request))?.text],
        }),
      }),
      schema: { tags, body: CreateCoursePlanBody, response: { 200: CoursePlanResponse, ...errors } },
    },
    async (request) => {
      const material = await materialOf(request);
      return { data: { plan: await createCoursePlan(deps, currentUser(request), request.body, material) } };
    },
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
      ...aiCallRoute<PlanRequest>(app, deps, {
        mapError,
        needs: async (request) => ({ firstCallMicros: planFirstCallMicros(ai, await planOf(request)) }),
      }),
      schema: { tags, params: CoursePlanParams, response: { 200: GenerateNextResponse, ...errors } },
    },
    async (request) => ({ data: await generateNextSubtopic(deps, await planOf(request)) }),
  );

  app.post(
    "/ai-content/course-plan/:id/auto-generate",
    {
      // Pausing reaches no model, so only turning it on goes through the preflight.
      ...aiCallRoute<AiRequest<z.output<typeof AutoGenerateBody>>>(app, deps, {
        mapError,
        when: (request) => request.body.enabled,
      }),
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
