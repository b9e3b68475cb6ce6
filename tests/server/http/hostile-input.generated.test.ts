import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/app.js';
import { createSession } from '../../../server/auth/session.store.js';
import type { DatabaseEngine } from '../../../server/db/database.js';
import { CONCIERGE, GUEST } from '../support/auth-server.js';
import { type HostileCase, hostileCasesFor } from '../support/hostile-cases.js';
import { hostileFixtures } from '../support/hostile-fixtures.js';
import type { RouteSchemas } from '../support/route-schemas.js';
import { buildCapturingRoutes } from '../support/route-schemas.js';
import { openSeededDatabase, type SeededDatabase } from '../support/seeded-database.js';
import { loginThrough, TEST_LIMITS } from '../support/server-pool.js';
import { testEngines } from '../support/test-database.js';

/**
 * Every route of the host, found from its own declarations (route-schemas.ts), gets every
 * hostile value in every field of its params, query and body, signed out and signed in
 * (docs/host/decisions.md#hardening). Each answer must be a deliberate refusal (a 4xx
 * with a message) or a harmless 2xx/3xx: a 5xx is a bug of the host, and the host must
 * still be healthy at the end.
 *
 * HEAD routes are left out: Fastify adds one for each GET route, running the GET route's
 * handler, so each is already sent everything its GET route is.
 */
const CONCURRENCY = 8;

/** Sign-in limits far above the suite's: a 429 would hide the answer the route would give. */
const UNLIMITED = { ...TEST_LIMITS, authRateLimit: { max: 1_000_000, timeWindowMs: 60_000 } };

/**
 * Each request comes from an address of its own as well, so the limits keyed by address that
 * no config changes (messages, anonymous booking contexts, promo guesses) never count twice.
 */
const addressOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Routes that end the session they are called with: each such case signs in afresh. */
const ENDS_ITS_SESSION = new Set(['POST /auth/logout']);

type Identity = 'signed out' | 'guest' | 'concierge';

/**
 * The routes that sign a visitor in never read the session they are called with, and each
 * of their cases that passes validation costs a password hash (scrypt): they are sent signed
 * out only, which keeps the suite's time to the routes where a session changes the answer.
 */
const SIGNS_IN = new Set([
  'POST /api/login/',
  'POST /api/signup/',
  'POST /api/set-password/',
  'POST /api/finalize-account/',
]);

/** Signed out always; signed in as the demo guest, and as the concierge on concierge routes. */
const identitiesFor = (route: string): Identity[] => {
  if (SIGNS_IN.has(route)) return ['signed out'];
  return route.includes(' /api/concierge/') ? ['signed out', 'guest', 'concierge'] : ['signed out', 'guest'];
};

/** Runs `work` over `items` with at most `limit` at once, in order. */
const runBounded = async <T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
};

/** Deleting routes last: what they delete is what the other routes' cases look up. */
const deletesLast = (a: RouteSchemas, b: RouteSchemas) =>
  Number(a.method === 'DELETE') - Number(b.method === 'DELETE');

const messageOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message;
  } catch {
    return undefined;
  }
};

const describeEngine = (engine: DatabaseEngine) =>
  describe(`hostile input to every route of the host (${engine})`, () => {
    let seeded: SeededDatabase;
    let app: FastifyInstance;
    let routes: RouteSchemas[];
    let guestId: string;
    const tokens: Record<Exclude<Identity, 'signed out'>, string> = { guest: '', concierge: '' };
    const signedIn = (identity: Exclude<Identity, 'signed out'>) => ({ 'x-session-token': tokens[identity] });

    beforeAll(async () => {
      seeded = await openSeededDatabase(engine);
      const { anchor, db } = seeded;
      ({ app, routes } = await buildCapturingRoutes(() =>
        buildServer({ db, config: { ...UNLIMITED, now: () => new Date(`${anchor}T12:00:00Z`) } }),
      ));
      tokens.guest = await loginThrough(app, GUEST);
      tokens.concierge = await loginThrough(app, CONCIERGE);
      const me = await app.inject({ method: 'GET', url: '/auth/current-user', headers: signedIn('guest') });
      guestId = me.json<{ objectId: string }>().objectId;
    }, 180_000);

    afterAll(async () => {
      await app?.close();
      await seeded?.dispose();
    });

    it('answers every case with a deliberate 4xx or a harmless 2xx/3xx, never a 5xx, and stays healthy', async () => {
      const { known, paramValue } = await hostileFixtures(seeded.db, {
        anchor: seeded.anchor,
        guestToken: tokens.guest,
      });
      const tested = routes.filter((route) => route.method !== 'HEAD').sort(deletesLast);
      const cases: [HostileCase, Identity][] = tested.flatMap((route) =>
        hostileCasesFor(route, known, paramValue).flatMap((hostile) =>
          identitiesFor(hostile.route).map((identity): [HostileCase, Identity] => [hostile, identity]),
        ),
      );

      const statuses = new Map<number, number>();
      const serverErrors: string[] = [];
      const unexplained: string[] = [];
      let sent = 0;
      const started = performance.now();
      await runBounded(cases, CONCURRENCY, async ([hostile, identity]) => {
        sent += 1;
        const session =
          identity === 'signed out'
            ? {}
            : ENDS_ITS_SESSION.has(hostile.route) && identity === 'guest'
              ? { 'x-session-token': await createSession(seeded.db, guestId) }
              : signedIn(identity);
        const response = await app.inject({
          ...hostile.request,
          headers: { ...hostile.request.headers, ...session },
          remoteAddress: addressOf(sent),
        });
        const status = response.statusCode;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const label = `${identity}: ${hostile.route} with ${hostile.what} answered ${status}`;
        if (status >= 500) serverErrors.push(`${label} ${response.body.slice(0, 300)}`);
        else if (status >= 400 && typeof messageOf(response.body) !== 'string')
          unexplained.push(`${label} without a message: ${response.body.slice(0, 200)}`);
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);

      const histogram = [...statuses.entries()]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status}: ${count.toLocaleString('en-US')}`)
        .join(', ');
      console.log(
        `hostile-input suite (${engine}): ${cases.length.toLocaleString('en-US')} cases over ${tested.length} routes, ` +
          `${serverErrors.length} answered 5xx, in ${seconds} s (${histogram})`,
      );

      expect(sent).toBe(cases.length);
      expect(serverErrors).toEqual([]);
      expect(unexplained).toEqual([]);
      // A 429 is a deliberate 4xx, but here it would stand for an answer the suite never saw.
      expect(statuses.get(429) ?? 0).toBe(0);
      const health = await app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok', database: engine });
      const stillSignedIn = await app.inject({
        method: 'GET',
        url: '/auth/current-user',
        headers: signedIn('guest'),
      });
      expect(stillSignedIn.statusCode).toBe(200);
    }, 300_000);
  });

for (const engine of testEngines()) describeEngine(engine);
