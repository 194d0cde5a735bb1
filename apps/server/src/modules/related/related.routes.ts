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
import type { z } from "zod";
import type { Config } from "../../config";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import { type AiRequest, aiCallRoute, aiErrors as aiContentErrors } from "../ai/index";
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
  // These reach the model through the AI preflight; the concepts the user sent are screened.
  const limited = aiCallRoute(app, deps);
  const oneConcept = aiCallRoute<AiRequest<z.output<typeof GenerateRelatedBody>>>(app, deps, {
    needs: ({ body }) => ({ screen: [body.relatedConceptName, body.relatedConceptTeaser] }),
  });
  const concepts = aiCallRoute<AiRequest<z.output<typeof GenerateBatchRelatedBody>>>(app, deps, {
    needs: ({ body }) => ({ screen: body.relatedConcepts.flatMap((c) => [c.name, c.teaser]) }),
  });

  app.post(
    "/courses/:id/cards/:cardId/generate-related",
    {
      ...oneConcept,
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
      ...concepts,
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
