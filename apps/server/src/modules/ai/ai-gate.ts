import { ErrorResponse } from "@recall/shared";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { currentUser } from "../../lib/auth";
import { type App, rateLimit } from "../../lib/http";
import type { AiClient } from "./ai-client";
import { type AiRequestNeeds, aiPreflight } from "./ai-preflight";

/** A route's request as its preflight and handler read it (validated already: the preflight is a preHandler). */
export type AiRequest<Body = unknown, Params = unknown> = FastifyRequest & { body: Body; params: Params };

export interface AiRouteOptions<R extends FastifyRequest> {
  /** What the request sends to the model: the texts to screen, the first call's cost. */
  needs?: (request: R) => AiRequestNeeds | Promise<AiRequestNeeds>;
  /** False when this request will not reach the model (pausing a plan's auto-generation): no preflight. */
  when?: (request: R) => boolean;
  /** The route's own wording of a refusal (the plan routes word an exceeded budget their way). */
  mapError?: (err: unknown) => unknown;
  /**
   * The route also answers without the model (merge analysis names the course from the course names without a
   * provider or before the guidelines are accepted; indexing without tags), so its service runs `aiPreflight`
   * itself, once, where it decides to call the model, instead of the route refusing all.
   */
  fallsBack?: boolean;
}

/**
 * The route options of every route that reaches the model (docs/decisions/ai-access.md): signed in, rate
 * limited per client (the budget bounds the money), and the AI preflight (`aiPreflight`) as a preHandler,
 * so every refusal comes before any work and the services do not check again.
 */
export function aiCallRoute<R extends FastifyRequest = FastifyRequest>(
  app: App,
  deps: { config: Pick<Config, "AI_RATE_LIMIT">; ai: AiClient },
  opts: AiRouteOptions<R> = {},
) {
  const { needs, when, mapError = (err: unknown) => err } = opts;
  // Named, so the route table (printRoutes with hooks) shows which routes have it (ai-preflight-routes test).
  async function aiRoutePreflight(request: FastifyRequest): Promise<void> {
    // A preHandler runs after validation: the request carries the route's parsed body and params.
    const routeRequest = request as R;
    if (when && !when(routeRequest)) return;
    try {
      await aiPreflight(deps.ai, currentUser(request), needs ? () => needs(routeRequest) : undefined);
    } catch (err) {
      throw mapError(err);
    }
  }
  return {
    onRequest: app.requireAuth,
    ...(opts.fallsBack ? {} : { preHandler: aiRoutePreflight }),
    config: rateLimit(deps.config.AI_RATE_LIMIT),
  };
}

/** Every error status a route of the AI content may answer with (its response schema's error map). */
export const aiErrors = {
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
