import {
  CourseCardParams,
  GenerateMcqBody,
  GenerateMcqResponse,
  McqOptionsBody,
  McqOptionsResponse,
} from "@recall/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { AiClient } from "../ai/index";
import { aiCallRoute, aiErrors as aiContentErrors } from "../ai/index";
import { errors, presentCard } from "../courses/index";
import { saveMcqOptions } from "./mcq-options.service";
import { suggestMcqOptions } from "./mcq-suggestion.service";

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
  // It reaches the model: the AI route gate (signed in, verified email, rate limited per client).
  const limited = aiCallRoute(app, deps.config);

  app.post(
    "/courses/:id/cards/:cardId/generate-mcq",
    {
      ...limited,
      schema: {
        tags,
        params: CourseCardParams,
        body: GenerateMcqBody,
        response: { 200: GenerateMcqResponse, ...aiErrors },
      },
    },
    async (request) => {
      const { id, cardId } = request.params;
      return { data: await suggestMcqOptions(deps, currentUser(request), id, cardId, request.body) };
    },
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
