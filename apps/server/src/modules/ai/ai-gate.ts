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
export function aiCallRoute(app: App, config: Pick<Config, "AI_RATE_LIMIT">) {
  return {
    onRequest: app.requireAuth,
    preHandler: verifiedEmailGate,
    config: rateLimit(config.AI_RATE_LIMIT),
  };
}

async function verifiedEmailGate(request: FastifyRequest): Promise<void> {
  requireVerifiedEmail(currentUser(request));
}
