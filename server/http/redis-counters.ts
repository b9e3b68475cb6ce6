import { Redis } from 'ioredis';
import { serviceUnavailable } from './error-handling.js';
import type { LimitCounters } from './limit-counters.js';

/**
 * The shared counters in Redis when REDIS_URL is set (issue 31, docs/host/cluster.md): the same
 * fixed windows as limit_counters, one round trip per hit. INCRBY and the PEXPIRE that starts a
 * window run as one Lua script, so no process can see a key counted but never set to expire.
 * Redis's clock ends the window.
 */
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if count == tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/** What the host holds for Redis: the client and the prefix every key it writes starts with. */
export interface RedisLimitStore {
  redis: Redis;
  /** `keyhaven:` by default (REDIS_KEY_PREFIX); tests use one of their own per run. */
  prefix: string;
}

/** Redis away is the host unable to serve now (503, Retry-After), as a database away is; never a 500. */
const orUnavailable = <T>(command: Promise<T>): Promise<T> =>
  command.catch(() => {
    throw serviceUnavailable();
  });

export const redisCounters = ({ redis, prefix }: RedisLimitStore): LimitCounters => ({
  hit: async (key, windowMs, amount = 1) => {
    const [count, ttl] = (await orUnavailable(
      redis.eval(HIT, 1, `${prefix}limit:${key}`, windowMs, amount),
    )) as [number, number];
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  },
  peek: async (key) => {
    const [count, ttl] = await Promise.all([
      redis.get(`${prefix}limit:${key}`),
      redis.pttl(`${prefix}limit:${key}`),
    ]);
    return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
  },
  clear: async (key) => {
    await orUnavailable(redis.del(`${prefix}limit:${key}`));
  },
});

/**
 * A connected client that fails a command quickly instead of queueing it while Redis is away:
 * the rate limiter skips on error, and the other limits answer 503 as for a database in
 * trouble. ioredis reconnects by itself; its error events are the failed commands' to report.
 */
export const openRedis = async (url: string): Promise<Redis> => {
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    enableOfflineQueue: false,
    lazyConnect: true,
  });
  redis.on('error', () => {});
  await redis.connect();
  return redis;
};
