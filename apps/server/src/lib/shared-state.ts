import type { FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";
import { type ConcurrencySlots, memorySlots, redisSlots } from "./concurrency-slots";
import { redisRateLimitStore } from "./rate-limit-store";
import { connectRedis } from "./redis";

/**
 * How long a heavy-route slot held in Redis outlives its last take: the longest a user waits for a slot
 * a killed process never gave back, and longer than any heavy request should run.
 */
export const SHARED_SLOT_LEASE_MS = 120_000;

/** Log a fallback to memory at most this often (the connection's loss and return are logged apart). */
const FALLBACK_LOG_INTERVAL_MS = 30_000;

/**
 * The state that several server processes must share (docs/decisions/multi-process.md): rate-limit
 * counters and per-user concurrency slots. In Redis with REDIS_URL, else in this process's memory.
 * Everything else shared lives in PostgreSQL already (sessions, AI budget, verification cooldown, jobs).
 */
export interface SharedState {
  readonly where: "memory" | "redis";
  /** The @fastify/rate-limit store; undefined means the plugin's own in-memory store. */
  readonly rateLimitStore: FastifyRateLimitStoreCtor | undefined;
  readonly slots: ConcurrencySlots;
  close(): Promise<void>;
}

export async function openSharedState(
  config: Pick<Config, "REDIS_URL" | "REDIS_KEY_PREFIX">,
  log: FastifyBaseLogger,
): Promise<SharedState> {
  if (!config.REDIS_URL) {
    return { where: "memory", rateLimitStore: undefined, slots: memorySlots(), close: async () => {} };
  }
  const redis = await connectRedis(config.REDIS_URL, log);
  let lastLogged = 0;
  const onFallback = (err: Error) => {
    const now = Date.now();
    if (now - lastLogged < FALLBACK_LOG_INTERVAL_MS) return;
    lastLogged = now;
    log.warn({ err: { message: err.message } }, "Redis command failed: counted in this process's memory");
  };
  const prefix = config.REDIS_KEY_PREFIX;
  return {
    where: "redis",
    rateLimitStore: redisRateLimitStore({ redis, onFallback }, `${prefix}rate-limit:`),
    slots: redisSlots({
      redis,
      prefix: `${prefix}slots:`,
      leaseMs: SHARED_SLOT_LEASE_MS,
      fallback: memorySlots(),
      onFallback,
    }),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Per-key concurrency slots shared by every server process (see SharedState). */
    concurrencySlots: ConcurrencySlots;
  }
}
