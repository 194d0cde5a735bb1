import {
  MergeAnalysisResponse,
  MergeAnalyzeBody,
  MergeExecuteBody,
  MergeResultResponse,
} from "@recall/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import type { App } from "../../lib/http";
import type { AiClient } from "../ai/index";
import { aiCallRoute, aiErrors } from "../ai/index";
import { analyzeMerge } from "./merge-analysis.service";
import { executeMerge } from "./merge-execute.service";

export interface MergeRouteDeps {
  db: Database;
  config: Config;
  ai: AiClient;
}

const tags = ["ai-content"];
const errors = aiErrors;

/** Merge (requirements C7 "POST /ai-content/merge/analyze", "/merge/execute"): the owner's courses only, at least 2. */
export async function mergeRoutes(app: App, deps: MergeRouteDeps) {
  const auth = { onRequest: app.requireAuth };

  app.post(
    "/ai-content/merge/analyze",
    {
      // It may reach the model: signed in, rate limited per client; the service runs the AI preflight before
      // the model call, and names from the course names when the model is not used.
      ...aiCallRoute(app, deps, { fallsBack: true }),
      schema: { tags, body: MergeAnalyzeBody, response: { 200: MergeAnalysisResponse, ...errors } },
    },
    async (request) => ({ data: await analyzeMerge(deps, currentUser(request), request.body.courseIds) }),
  );

  app.post(
    "/ai-content/merge/execute",
    { ...auth, schema: { tags, body: MergeExecuteBody, response: { 200: MergeResultResponse, ...errors } } },
    async (request) => ({ data: await executeMerge(deps.db, currentUser(request).id, request.body) }),
  );
}
