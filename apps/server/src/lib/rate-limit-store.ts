import { createRequire } from "node:module";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { Redis } from "ioredis";

type Result = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Result) => void;
/** What the plugin passes a store's constructor and `child` (its merged options, for the fields used here). */
type WindowOptions = { continueExceeding?: boolean; exponentialBackoff?: boolean };

/** The plugin's own in-memory store (not exported by its types): the fallback while Redis is away. */
const requireCjs = createRequire(import.meta.url);
const LocalStore = requireCjs("@fastify/rate-limit/store/LocalStore.js") as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
  cache?: number,
) => FastifyRateLimitStore;

/**
 * A fixed window per key, the same rule as the plugin's stores: the first request of a window sets its
 * expiry, later ones count. Returns [count, milliseconds left in the window].
 */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

interface Shared {
  redis: Redis;
  /** Called when a count went to memory because Redis failed (logged by the caller). */
  onFallback(err: Error): void;
}

/** The Lua command defined below, as ioredis adds it to the client. */
type WithIncrement = Redis & { recallRateLimit(key: string, windowMs: number): Promise<[number, number]> };

/**
 * Rate-limit counters in Redis, shared by every server process, under `prefix` plus the route, as
 * @fastify/rate-limit's own Redis store keys them. When a Redis command fails the request is counted in
 * this process's memory instead (limits then hold per process until Redis is back) rather than let
 * through unlimited or refused with a 500 (docs/decisions/multi-process.md).
 */
export function redisRateLimitStore(shared: Shared, prefix: string): FastifyRateLimitStoreCtor {
  const redis = shared.redis as WithIncrement;
  if (typeof (shared.redis as { recallRateLimit?: unknown }).recallRateLimit !== "function")
    redis.defineCommand("recallRateLimit", { numberOfKeys: 1, lua: INCREMENT });
  class SharedStore implements FastifyRateLimitStore {
    private readonly local: FastifyRateLimitStore;

    constructor(
      options: WindowOptions,
      private readonly keyPrefix = prefix,
    ) {
      this.local = new LocalStore(options.continueExceeding ?? false, options.exponentialBackoff ?? false);
    }

    incr(key: string, callback: Callback, timeWindow: number, max: number): void {
      redis.recallRateLimit(this.keyPrefix + key, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (err: Error) => {
          shared.onFallback(err);
          this.local.incr(key, callback, timeWindow, max);
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore["child"]>[0]): FastifyRateLimitStore {
      const route = (routeOptions as unknown as { routeInfo: { method: string; url: string } }).routeInfo;
      return new SharedStore(
        routeOptions as unknown as WindowOptions,
        `${this.keyPrefix}${route.method}${route.url}-`,
      );
    }
  }
  return SharedStore as unknown as FastifyRateLimitStoreCtor;
}
