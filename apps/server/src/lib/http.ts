import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "./errors";

/** The Fastify instance type every module registers its routes on. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * Route-level rate limit per signed-in user (not per address: one account behind many addresses is
 * still one account). Counted after authentication (onRequest) and before the body is read (preParsing).
 */
export function userRateLimit(max: number, timeWindow = "1 minute") {
  return {
    rateLimit: {
      max,
      timeWindow,
      hook: "preParsing" as const,
      keyGenerator: (request: FastifyRequest) =>
        request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`,
    },
  };
}

/** Route-level rate limit config for @fastify/rate-limit. */
export function rateLimit(max: number, timeWindow = "1 minute") {
  return { rateLimit: { max, timeWindow } };
}

const inFlight = new Map<string, number>();
const HELD = Symbol("heavy-slot");
type Held = FastifyRequest & { [HELD]?: string };

/**
 * The route options of a heavy route (uploads, exports, bulk card operations): HEAVY_RATE_LIMIT per
 * minute per user, and HEAVY_CONCURRENCY (1) at a time per user, so one account cannot fill the server with parallel big requests
 * (issue 13). Both are checked before the body is read. The in-flight count is per process.
 */
export function heavyRoute(limits: { HEAVY_RATE_LIMIT: number; HEAVY_CONCURRENCY: number }) {
  const max = limits.HEAVY_RATE_LIMIT;
  return {
    config: userRateLimit(max),
    preParsing: async (request: FastifyRequest) => {
      const key = request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`;
      const running = inFlight.get(key) ?? 0;
      if (running >= limits.HEAVY_CONCURRENCY) {
        throw new AppError(
          "RATE_LIMITED",
          "Another upload or bulk change of yours is still running. Please wait for it to finish and try again.",
        );
      }
      inFlight.set(key, running + 1);
      (request as Held)[HELD] = key;
    },
    onResponse: async (request: FastifyRequest) => release(request as Held),
    onRequestAbort: async (request: FastifyRequest) => release(request as Held),
  };
}

function release(request: Held): void {
  const key = request[HELD];
  if (!key) return;
  request[HELD] = undefined;
  const left = (inFlight.get(key) ?? 1) - 1;
  if (left <= 0) inFlight.delete(key);
  else inFlight.set(key, left);
}
