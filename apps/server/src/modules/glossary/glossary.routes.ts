import {
  GenerateGlossaryBody,
  GenerateGlossaryResponse,
  GlossaryCardParams,
  IndexCourseBody,
  IndexCourseParams,
  IndexCourseResponse,
} from "@recall/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { AiClient } from "../ai/index";
import { aiCallRoute, aiErrors as aiContentErrors } from "../ai/index";
import { errors, presentCard } from "../courses/index";
import { generateGlossary } from "./glossary.service";
import { indexCourse } from "./index-course.service";

export interface GlossaryRouteDeps {
  db: Database;
  config: Config;
  ai: AiClient;
}

const aiErrors = { ...errors, ...aiContentErrors };

/** Glossary generation and course indexing (requirements C7): the model enriches a card's metadata. Owner only. */
export async function glossaryRoutes(app: App, deps: GlossaryRouteDeps) {
  app.post(
    "/courses/cards/:cardId/glossary/generate",
    {
      // It reaches the model: the AI preflight (signed in, rate limited per client).
      ...aiCallRoute(app, deps),
      schema: {
        tags: ["courses"],
        params: GlossaryCardParams,
        body: GenerateGlossaryBody,
        response: { 200: GenerateGlossaryResponse, ...aiErrors },
      },
    },
    async (request) => {
      const result = await generateGlossary(deps, currentUser(request), request.params.cardId);
      return { data: { ...result, card: presentCard(result.card) } };
    },
  );

  app.post(
    "/ai-content/cards/index/:courseId",
    {
      // Indexing without new tags needs no model: the service runs the AI preflight only before tagging.
      ...aiCallRoute(app, deps, { fallsBack: true }),
      schema: {
        tags: ["ai-content"],
        params: IndexCourseParams,
        body: IndexCourseBody,
        response: { 200: IndexCourseResponse, ...aiErrors },
      },
    },
    async (request) => ({
      data: await indexCourse(deps, currentUser(request), request.params.courseId, request.body),
    }),
  );
}
