import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { TOO_MANY_ANONYMOUS_CONTEXTS } from '../../../server/booking-contexts/anonymous-contexts.js';
import { type RedisLimitStore, redisCounters } from '../../../server/http/redis-counters.js';
import {
  type ContextsPromosHarness,
  MARKET_ID,
  openContextsPromosHarness,
} from '../booking-contexts/contexts-promos-harness.js';
import { addService } from '../booking-contexts/trip-fixtures.js';
import { TEST_LIMITS } from '../support/server-pool.js';

/**
 * Issue 31 with REDIS_URL: the shared limits count in Redis, so two host instances allow
 * together what one does. Skips, saying so, when no Redis answers. Every key this run writes
 * starts with a prefix of its own, deleted afterwards.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `keyhaven-test-${randomBytes(6).toString('hex')}:`;

const redisAnswers = async () => {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1_000 });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
};
const available = await redisAnswers();
if (!available) console.warn(`redis-limits.test.ts skipped: no Redis answers at ${REDIS_URL}`);

describe.skipIf(!available)('the shared limits in Redis', () => {
  const clients: Redis[] = [];
  const store = (): RedisLimitStore => {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    clients.push(redis);
    return { redis, prefix: PREFIX };
  };
  let h: ContextsPromosHarness;
  const servers: FastifyInstance[] = [];
  const twoHosts = async (config = {}) => {
    for (let k = 0; k < 2; k += 1)
      servers.push(await buildServer({ db: h.db, config: { ...TEST_LIMITS, ...config }, redis: store() }));
    return servers.slice(-2) as [FastifyInstance, FastifyInstance];
  };

  beforeAll(async () => {
    h = await openContextsPromosHarness(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    await addService(h.db, { id: 'sv-redis', marketId: MARKET_ID });
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    await h?.dispose();
    const [first] = clients;
    if (first) {
      const keys = await first.keys(`${PREFIX}*`);
      if (keys.length > 0) await first.del(...keys);
    }
    for (const client of clients) client.disconnect();
  });

  it('counts hits from two connections in one window, answers when it ends and forgets on clear', async () => {
    const one = redisCounters(store());
    const other = redisCounters(store());
    expect(await one.hit('k', 60_000)).toMatchObject({ count: 1 });
    expect(await other.hit('k', 60_000, 3)).toMatchObject({ count: 4 });
    const window = await one.peek('k');
    expect(window.count).toBe(4);
    expect(window.resetInMs).toBeGreaterThan(50_000);
    await other.clear('k');
    expect(await one.peek('k')).toEqual({ count: 0, resetInMs: 0 });

    await one.hit('short', 300);
    // Waits for the window to end (Redis expires the key), then counts afresh.
    while ((await one.peek('short')).count > 0) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await other.hit('short', 300)).toMatchObject({ count: 1 });
  });

  it('answers 503, not 500, when Redis cannot be reached', async () => {
    // Never connected, and no offline queue: every command fails at once, as with Redis away.
    const away = new Redis(REDIS_URL, { lazyConnect: true, enableOfflineQueue: false });
    clients.push(away);
    await expect(redisCounters({ redis: away, prefix: PREFIX }).hit('k', 1_000)).rejects.toMatchObject({
      statusCode: 503,
    });
  });

  it('holds the per-address sign-in limit across two hosts through the rate limiter in Redis', async () => {
    const [first, second] = await twoHosts({ authRateLimit: { max: 3, timeWindowMs: 60_000 } });
    const attempt = (on: FastifyInstance) =>
      on.inject({
        method: 'POST',
        url: '/api/login/',
        payload: { username: 'nobody@keyhaven.test', password: 'wrong-password' },
      });
    const statuses: number[] = [];
    for (const on of [first, second, first, second]) statuses.push((await attempt(on)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Counted in Redis under this run's prefix, not in the database.
    expect((await clients[0]?.keys(`${PREFIX}rate:*`))?.length).toBeGreaterThan(0);
    const { rows } = await h.db.query<{ n: number }>(
      `select count(*)::int as n from limit_counters where key like 'rate:%:3/60000:%'`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('counts anonymous booking contexts made through either host together', async () => {
    const [first, second] = await twoHosts();
    const make = (on: FastifyInstance) =>
      on.inject({
        method: 'PUT',
        url: '/api/item-booking-context',
        payload: { itemId: 'sv-redis', itemType: 'Service', bookingState: {} },
      });
    const statuses: number[] = [];
    for (let k = 0; k < 15; k += 1)
      statuses.push((await make(first)).statusCode, (await make(second)).statusCode);
    expect(statuses.every((status) => status === 200)).toBe(true);
    const refused = await make(first);
    expect({ status: refused.statusCode, message: refused.json().message }).toEqual({
      status: 429,
      message: TOO_MANY_ANONYMOUS_CONTEXTS,
    });
  });
});
