import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { proxyHops, readRuntimeSettings } from '../../../server/config.js';
import { migrate } from '../../../server/db/migrate.js';
import { stubDatabase } from '../support/stub-database.js';
import { openTestDatabase, type TestDatabase } from '../support/test-database.js';

/**
 * Behind proxies the host trusts a configured number of hops for the client address, never
 * the left-most X-Forwarded-For a client writes itself; the links it writes for guests start
 * at the configured public URL, never at the request's Host header
 * (docs/host/decisions.md#hardening).
 */
describe('TRUST_PROXY as a number of proxies', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['2', 2],
  ])('%j trusts %i hops', (value, hops) => {
    expect(proxyHops(value)).toBe(hops);
  });

  it.each(['-1', '1.5', 'lots', '11'])('refuses %j with a message naming the variable', (value) => {
    expect(() => proxyHops(value)).toThrow(/^TRUST_PROXY must be true, false or a number of proxies/);
  });
});

describe('the client address and the rate limits behind proxies', () => {
  let app: FastifyInstance;
  afterEach(() => app?.close());

  const build = async (trustProxy: number) => {
    app = await buildServer({
      db: stubDatabase(),
      config: { trustProxy, authRateLimit: { max: 2, timeWindowMs: 60_000 } },
    });
    app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
    await app.ready();
  };
  const ipFor = async (forwardedFor: string) =>
    (
      await app.inject({
        method: 'GET',
        url: '/api/test/ip',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      })
    ).json().ip;

  it('takes the address the nearest trusted proxy saw, whatever the client wrote before it', async () => {
    await build(1);
    expect(await ipFor('6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(await ipFor('7.7.7.7, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('with two proxies, steps over both', async () => {
    await build(2);
    expect(await ipFor('6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('trusts no header when no proxy is configured', async () => {
    await build(0);
    expect(await ipFor('203.0.113.9')).toBe('10.0.0.1');
  });

  it('counts sign-in attempts per real client: a forged left-most address opens no new allowance', async () => {
    // The limits count in the database every host process shares (docs/host/cluster.md): a
    // real one here, where the stub would answer nothing to count with.
    let store: TestDatabase | undefined;
    try {
      store = await openTestDatabase('pglite');
      await migrate(store.db);
      app = await buildServer({
        db: store.db,
        config: { trustProxy: 1, authRateLimit: { max: 2, timeWindowMs: 60_000 } },
      });
      await app.ready();
      await signInsFromForgedAddresses();
    } finally {
      await app?.close();
      await store?.dispose();
    }
  }, 60_000);

  const signInsFromForgedAddresses = async () => {
    const statuses: number[] = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/login/',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.9` },
        payload: { username: 'guest@keyhaven.test', password: 'wrong' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.slice(2)).toEqual([429, 429]);
  };
});

describe('links the host writes for guests', () => {
  it('start at PUBLIC_APP_URL, else at this host on its port', () => {
    expect(readRuntimeSettings({ PUBLIC_APP_URL: 'https://trips.example.com/' }).server.publicAppUrl).toBe(
      'https://trips.example.com',
    );
    expect(readRuntimeSettings({ PORT: '4100' }).server.publicAppUrl).toBe('http://localhost:4100');
  });
});
