import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";

export class RedisUnavailableError extends Error {}

/** Hides the password of a Redis URL in messages and logs. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable URL)";
  }
}

/**
 * Connects to REDIS_URL, or throws RedisUnavailableError naming the address: a server configured for
 * several processes must not start with limits that silently hold per process only.
 *
 * At runtime the client reconnects on its own; meanwhile commands fail at once (no offline queue) or
 * after `commandTimeoutMs`, and callers fall back to this process's memory (see rate-limit-store.ts).
 * Connection losses and recoveries are logged once each, not per failed command.
 */
export async function connectRedis(
  url: string,
  log: FastifyBaseLogger,
  opts: { connectTimeoutMs?: number; commandTimeoutMs?: number } = {},
): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: opts.connectTimeoutMs ?? 3_000,
    commandTimeout: opts.commandTimeoutMs ?? 1_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Reconnect for ever, at most every 2 s; the first connect below gives up instead.
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
    connectionName: "recall",
  });
  let healthy = false;
  let firstError: Error | undefined;
  redis.on("error", (err: Error) => {
    firstError ??= err;
    if (healthy)
      log.error(
        { err: { message: err.message } },
        "Redis is unreachable: shared limits fall back to this process's memory",
      );
    healthy = false;
  });
  redis.on("ready", () => {
    if (firstError && !healthy) log.info("Redis is reachable again: shared limits use it");
    healthy = true;
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    redis.disconnect();
    const reason = (firstError ?? (err as Error)).message || String(err);
    throw new RedisUnavailableError(`Cannot reach Redis at REDIS_URL=${redactRedisUrl(url)}: ${reason}`);
  }
  healthy = true;
  firstError = undefined;
  return redis;
}
