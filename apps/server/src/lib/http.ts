import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Slot } from "./concurrency-slots";
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

const HELD = Symbol("heavy-slot");
type Held = FastifyRequest & { [HELD]?: Slot };

/**
 * The route options of a heavy route (uploads, exports, bulk card operations): HEAVY_RATE_LIMIT per
 * minute per user, and HEAVY_CONCURRENCY (1) at a time per user, so one account cannot fill the server with parallel big requests.
 * Both are checked before the body is read. The slots are the app's `concurrencySlots`:
 * shared by every server process with REDIS_URL, this process's own without (lib/shared-state.ts).
 */
export function heavyRoute(limits: { HEAVY_RATE_LIMIT: number; HEAVY_CONCURRENCY: number }) {
  const max = limits.HEAVY_RATE_LIMIT;
  return {
    config: userRateLimit(max),
    preParsing: async (request: FastifyRequest) => {
      const key = request.auth ? `heavy:user:${request.auth.user.id}` : `heavy:ip:${request.ip}`;
      const slot = await request.server.concurrencySlots.acquire(key, limits.HEAVY_CONCURRENCY);
      if (!slot) {
        throw new AppError(
          "RATE_LIMITED",
          "Another upload or bulk change of yours is still running. Please wait for it to finish and try again.",
        );
      }
      (request as Held)[HELD] = slot;
      // A client gone while a shared (Redis) slot was being taken: onRequestAbort has already run.
      if (request.raw.destroyed) await release(request as Held);
    },
    // Freed before the answer is written, so a client that sends its next heavy request as soon as it
    // reads this one's answer (to this process or another) never finds its own slot still held.
    onSend: async (request: FastifyRequest, _reply: unknown, payload: unknown) => {
      await release(request as Held);
      return payload;
    },
    onResponse: async (request: FastifyRequest) => release(request as Held),
    onRequestAbort: async (request: FastifyRequest) => release(request as Held),
  };
}

async function release(request: Held): Promise<void> {
  const slot = request[HELD];
  if (!slot) return;
  request[HELD] = undefined;
  await slot.release();
}
