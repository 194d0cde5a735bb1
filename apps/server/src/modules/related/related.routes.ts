import {
  CourseCardParams,
  GenerateBatchRelatedBody,
  GenerateBatchRelatedResponse,
  GenerateRelatedBody,
  GenerateRelatedResponse,
  GenerateSmartRelatedBody,
  GenerateSmartRelatedResponse,
  SaveRelatedBody,
  SaveRelatedResponse,
} from "@recall/shared";
import type { Config } from "../../config";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import { aiCallRoute, aiErrors as aiContentErrors } from "../ai/index";
import { errors, presentCard } from "../courses/index";
import {
  generateBatchRelated,
  generateSmartRelated,
  type RelatedDeps,
  suggestRelated,
} from "./related.service";
import { saveRelated } from "./related-store";

export interface RelatedRouteDeps extends RelatedDeps {
  config: Config;
}

// Under /courses, so documented with the course routes.
const tags = ["courses"];
const aiErrors = { ...errors, ...aiContentErrors };

/** Related cards (requirements C2, C7): generate for a concept of a card, save, batch, smart. Owner only. */
export async function relatedRoutes(app: App, deps: RelatedRouteDeps) {
  const auth = { onRequest: app.requireAuth };
  // These reach the model: the AI route gate (signed in, verified email, rate limited per client).
  const limited = aiCallRoute(app, deps.config);

  app.post(
    "/courses/:id/cards/:cardId/generate-related",
    {
      ...limited,
      schema: {
        tags,
        params: CourseCardParams,
        body: GenerateRelatedBody,
        response: { 200: GenerateRelatedResponse, ...aiErrors },
      },
    },
    async (request) => {
      const { id, cardId } = request.params;
      return { data: await suggestRelated(deps, currentUser(request), id, cardId, request.body) };
    },
  );

  app.post(
    "/courses/:id/cards/:cardId/related",
    {
      ...auth,
      schema: {
        tags,
        params: CourseCardParams,
        body: SaveRelatedBody,
        response: { 201: SaveRelatedResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { id, cardId } = request.params;
      const saved = await saveRelated(deps.db, currentUser(request), id, cardId, request.body);
      reply.code(201);
      return { data: { card: presentCard(saved.card), sourceCard: presentCard(saved.sourceCard) } };
    },
  );

  app.post(
    "/courses/:id/cards/:cardId/generate-batch-related",
    {
      ...limited,
      schema: {
        tags,
        params: CourseCardParams,
        body: GenerateBatchRelatedBody,
        response: { 200: GenerateBatchRelatedResponse, ...aiErrors },
      },
    },
    async (request) => {
      const { id, cardId } = request.params;
      const result = await generateBatchRelated(deps, currentUser(request), id, cardId, request.body);
      return { data: { ...result, cards: result.cards.map(presentCard) } };
    },
  );

  app.post(
    "/courses/:id/cards/:cardId/generate-smart-related",
    {
      ...limited,
      schema: {
        tags,
        params: CourseCardParams,
        body: GenerateSmartRelatedBody,
        response: { 200: GenerateSmartRelatedResponse, ...aiErrors },
      },
    },
    async (request) => {
      const { id, cardId } = request.params;
      const result = await generateSmartRelated(deps, currentUser(request), id, cardId, request.body);
      return { success: true as const, data: { ...result, relatedCard: presentCard(result.relatedCard) } };
    },
  );
}
