import {
  AiStatusResponse,
  AiUsageResponse,
  CONTENT_GUIDELINES,
  DiscoveryBody,
  DiscoveryResponse,
  EstimateParams,
  EstimateQuery,
  EstimateResponse,
  GuidelinesResponse,
  TemplatesResponse,
} from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { AiClient } from "./ai-client";
import { type AiRequest, aiCallRoute, aiErrors } from "./ai-gate";
import { learnerWords, runDiscoveryTurn } from "./discovery.service";
import { estimateCourse } from "./estimate";
import { BRIEF_TEMPLATES } from "./templates";

export interface AiRouteDeps {
  db: Database;
  config: Config;
  ai: AiClient;
}

const tags = ["ai-content"];
const errors = aiErrors;

/** AI content (requirements C7): status, guidelines, usage, estimate, templates, discovery (generation: modules/generation). */
export async function aiRoutes(app: App, deps: AiRouteDeps) {
  const { ai } = deps;
  const auth = { onRequest: app.requireAuth };

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
}
