import {
  ErrorResponse,
  MergeAnalysisResponse,
  MergeAnalyzeBody,
  MergeExecuteBody,
  MergeResultResponse,
} from "@recall/shared";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { currentUser } from "../../lib/auth";
import { type App, rateLimit } from "../../lib/http";
import type { AiClient } from "../ai/index";
import { analyzeMerge } from "./merge-analysis.service";
import { executeMerge } from "./merge-execute.service";

export interface MergeRouteDeps {
  db: Database;
  config: Config;
  ai: AiClient;
}

const tags = ["ai-content"];
const errors = {
  400: ErrorResponse,
  401: ErrorResponse,
  402: ErrorResponse,
  403: ErrorResponse,
  404: ErrorResponse,
  409: ErrorResponse,
  422: ErrorResponse,
  429: ErrorResponse,
  502: ErrorResponse,
  503: ErrorResponse,
};

/** Merge (part2 §7 "POST /ai-content/merge/analyze", "/merge/execute"): the owner's courses only, at least 2. */
export async function mergeRoutes(app: App, deps: MergeRouteDeps) {
  const auth = { onRequest: app.requireAuth };

  app.post(
    "/ai-content/merge/analyze",
    {
      ...auth,
      // It may reach the model: rate limited like every AI route (the budget bounds the money).
      config: rateLimit(deps.config.AI_RATE_LIMIT),
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
