import type { AddressInfo } from 'node:net';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../server/db/seed/demo-accounts.js';
import { type AuthHarness, GUEST, openAuthHarness } from '../../tests/server/support/auth-server.js';
import { NEW_GUEST, STATES } from '../support/examples.js';
import { COMMITTED_PACT, PROVIDER } from '../support/pact-files.js';

/**
 * The real host (buildServer over a migrated, demo-seeded in-memory PGlite, from the server
 * tests' harness) verified against the committed pact, listening on an ephemeral port.
 *
 * Session tokens: the pact's token is only an example (a matcher) and the server stores
 * nothing but a hash of the tokens it issued, so the example can never be a live session.
 * Rather than forging one (writing a hash into the sessions table) or rewriting every
 * request in a requestFilter (which would also put a token on requests that must go
 * without one), the 'signed in' state signs the demo guest in through the real login API
 * and returns the token; the consumer marked the token with fromProviderState, so Pact
 * injects that real token where the example stood. The provider is exercised black-box.
 */
let harness: AuthHarness;
let baseUrl: string;

beforeAll(async () => {
  harness = await openAuthHarness('pglite');
  await harness.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = harness.app.server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await harness?.dispose();
});

it(`the server honours the pact of ${PROVIDER}`, async () => {
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: baseUrl,
    pactUrls: [COMMITTED_PACT],
    logLevel: 'warn',
    stateHandlers: {
      [STATES.guestExists]: async () => {
        await seedDemoAccounts(harness.db); // idempotent: the harness seeded it already
        return undefined;
      },
      [STATES.noAccountFor]: async () => {
        await harness.db.query('delete from users where lower(email) = lower($1)', [NEW_GUEST.email]);
        return undefined;
      },
      [STATES.guestSignedIn]: async () => ({ sessionToken: await harness.login(GUEST) }),
      // Requests without a token need no session; other interactions' sessions do not matter.
      [STATES.nobodySignedIn]: async () => undefined,
    },
  });
  await expect(verifier.verifyProvider()).resolves.toBeDefined();
});
