import type { Redis } from "ioredis";

/**
 * Counted slots per key (e.g. one user's heavy requests running at once). A slot taken must be given
 * back with the Slot it was taken as, so that a release goes to the store the slot came from.
 */
export interface ConcurrencySlots {
  /** Takes a slot of `key` when fewer than `limit` are taken; null when all are. */
  acquire(key: string, limit: number): Promise<Slot | null>;
}

export interface Slot {
  release(): Promise<void>;
}

/** Slots in this process's memory: right for one server process. */
export function memorySlots(): ConcurrencySlots {
  const taken = new Map<string, number>();
  return {
    async acquire(key, limit) {
      const running = taken.get(key) ?? 0;
      if (running >= limit) return null;
      taken.set(key, running + 1);
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          const left = (taken.get(key) ?? 1) - 1;
          if (left <= 0) taken.delete(key);
          else taken.set(key, left);
        },
      };
    },
  };
}

/** Takes a slot when fewer than ARGV[1] are taken; every take renews the count's expiry (ARGV[2] ms). */
const ACQUIRE = `
local running = tonumber(redis.call('GET', KEYS[1]) or '0')
if running >= tonumber(ARGV[1]) then return 0 end
redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1
`;

const RELEASE = `
local left = redis.call('DECR', KEYS[1])
if left <= 0 then redis.call('DEL', KEYS[1]) end
return left
`;

type WithSlotCommands = Redis & {
  recallSlotAcquire(key: string, limit: number, leaseMs: number): Promise<number>;
  recallSlotRelease(key: string): Promise<number>;
};

/**
 * Slots counted in Redis, shared by every server process. A process killed while holding a slot cannot
 * give it back, so the count expires `leaseMs` after the last take: at worst a user waits that long.
 * When Redis fails, the slot is taken in this process's memory instead (`fallback`), as the rate limits do.
 */
export function redisSlots(opts: {
  redis: Redis;
  prefix: string;
  leaseMs: number;
  fallback: ConcurrencySlots;
  onFallback(err: Error): void;
}): ConcurrencySlots {
  const redis = opts.redis as WithSlotCommands;
  if (typeof (opts.redis as { recallSlotAcquire?: unknown }).recallSlotAcquire !== "function") {
    redis.defineCommand("recallSlotAcquire", { numberOfKeys: 1, lua: ACQUIRE });
    redis.defineCommand("recallSlotRelease", { numberOfKeys: 1, lua: RELEASE });
  }
  return {
    async acquire(key, limit) {
      const redisKey = opts.prefix + key;
      let took: number;
      try {
        took = await redis.recallSlotAcquire(redisKey, limit, opts.leaseMs);
      } catch (err) {
        opts.onFallback(err as Error);
        return opts.fallback.acquire(key, limit);
      }
      if (took !== 1) return null;
      let released = false;
      return {
        async release() {
          if (released) return;
          released = true;
          // Not given back (Redis away): the count expires with its lease.
          await redis.recallSlotRelease(redisKey).catch((err: Error) => opts.onFallback(err));
        },
      };
    },
  };
}
