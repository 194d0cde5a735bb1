import { ErrorResponse } from "@recall/shared";
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config";
import { currentUser } from "../../lib/auth";
import { type App, rateLimit } from "../../lib/http";
import { requireVerifiedEmail } from "./guidelines";

/**
 * The route options of every route that reaches the model (docs/decisions/ai-access.md): signed in,
 * rate limited per client (the budget bounds the money), and refused with EMAIL_NOT_VERIFIED before
 * any work while the address is unverified. The budget reservation checks the email again, so a route
 * that forgets these options still cannot call the model for an unverified account.
 */
export function aiCallRoute(
  app: App,
  config: Pick<Config, "AI_RATE_LIMIT">,
  /**
   * `fallsBack`: the route also answers without the model (merge analysis names the course from the course
   * names without a provider or before the guidelines are accepted), so its service calls
   * `requireVerifiedEmail` itself, right where it would reach the model, instead of the gate refusing all.
   */
  opts: { fallsBack?: boolean } = {},
) {
  return {
    onRequest: app.requireAuth,
    ...(opts.fallsBack ? {} : { preHandler: verifiedEmailGate }),
    config: rateLimit(config.AI_RATE_LIMIT),
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

async function verifiedEmailGate(request: FastifyRequest): Promise<void> {
  requireVerifiedEmail(currentUser(request));
}
