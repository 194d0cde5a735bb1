import {
  CourseCardParams,
  GenerateMcqBody,
  GenerateMcqResponse,
  McqOptionsBody,
  McqOptionsResponse,
} from "@recall/shared";
import type { z } from "zod";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { AiClient } from "../ai/index";
import { type AiRequest, aiCallRoute, aiErrors as aiContentErrors, perRequest } from "../ai/index";
import { errors, presentCard } from "../courses/index";
import { saveMcqOptions } from "./mcq-options.service";
import { loadMcqSubject, suggestMcqOptions } from "./mcq-suggestion.service";

export interface ImproveRouteDeps {
  db: Database;
  config: Config;
  ai: AiClient;
}

// Under /courses, so documented with the course routes.
const tags = ["courses"];
const aiErrors = { ...errors, ...aiContentErrors };

/** Improve Course (requirements C7 MCQ improvement): suggest options for a card, and approve them. Owner only. */
export async function improveRoutes(app: App, deps: ImproveRouteDeps) {
  const auth = { onRequest: app.requireAuth };
  type McqRequest = AiRequest<z.output<typeof GenerateMcqBody>, z.output<typeof CourseCardParams>>;
  // Read once: the preflight screens the card, the service writes options for it.
  const subjectOf = perRequest((request: McqRequest) =>
    loadMcqSubject(deps.db, currentUser(request), request.params.id, request.params.cardId, request.body),
  );

  app.post(
    "/courses/:id/cards/:cardId/generate-mcq",
    {
      ...aiCallRoute<McqRequest>(app, deps, {
        needs: async (request) => {
          const { card, context } = await subjectOf(request);
          return { screen: [card.face, card.back, context] };
        },
      }),
      schema: {
        tags,
        params: CourseCardParams,
        body: GenerateMcqBody,
        response: { 200: GenerateMcqResponse, ...aiErrors },
      },
    },
    async (request) => ({
      data: await suggestMcqOptions(deps, currentUser(request), await subjectOf(request)),
    }),
  );

  app.patch(
    "/courses/:id/cards/:cardId/mcq-options",
    {
      ...auth,
      schema: {
        tags,
        params: CourseCardParams,
        body: McqOptionsBody,
        response: { 200: McqOptionsResponse, ...errors },
      },
    },
    async (request) => {
      const { id, cardId } = request.params;
      const card = await saveMcqOptions(deps.db, id, cardId, currentUser(request).id, request.body);
      return { data: { card: { ...presentCard(card), mcqCorrectIndex: card.answerIndex ?? 0 } } };
    },
  );
}
