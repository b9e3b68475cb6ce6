import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_STATE_PATH } from '../../server/verification/provider-state.routes.js';
import { type AuthHarness, openAuthHarness } from '../../tests/server/support/auth-server.js';
import { COMMITTED_PACT, generatedPactDir, PROVIDER } from '../support/pact-files.js';
import { BENDS, startBendingProxy } from './bending-proxy.js';
import { type PactInteraction, readPact, writePactSubset } from './pending-interactions.js';

/**
 * Negative controls: the pact must fail when the host answers in a way the app would suffer.
 * One host (the demo-seeded in-memory database) sits behind a loopback proxy that bends its
 * answers; the committed pact's interactions a bend touches are verified through the proxy
 * and must fail, and the same interactions through the honest proxy must pass, so each
 * failure is the bend's and not the proxy's. Only the interactions a bend is about are run,
 * to keep the suite to seconds.
 */
const pact = readPact(COMMITTED_PACT);

const RESERVES = [
  'a reserve-service of service s-aspen-chef-1 for item si-1',
  'a reserve-listing of listing h-aspen-1 for listing item li-1',
];

/** The interactions each bend is about, by their descriptions in the pact. */
const TARGETS: Record<keyof typeof BENDS, readonly string[]> = {
  'a wrong status (a success answered 202)': RESERVES,
  'an item status the call cannot lead to (canceled)': RESERVES,
  'another echoed id (the item and trip asked for)': RESERVES,
  'a missing total': ['a pricing of item si-1'],
  'an amount as text': ['a request for the folio of itinerary it-aspen'],
  'an empty list': ['a request for the items of itinerary it-aspen'],
  'a missing required field (the trip’s objectId)': [
    'a request for the active itineraries of the signed-in guest in a market',
  ],
};

const interactionsFor = (descriptions: readonly string[]): PactInteraction[] => {
  const found = pact.interactions.filter((interaction) => descriptions.includes(interaction.description));
  expect(found.map((interaction) => interaction.description).sort()).toEqual([...descriptions].sort());
  return found;
};

let harness: AuthHarness;
let proxy: Awaited<ReturnType<typeof startBendingProxy>>;

beforeAll(async () => {
  harness = await openAuthHarness('pglite');
  const host = await harness.build({ providerStates: true });
  await host.listen({ port: 0, host: '127.0.0.1' });
  const { port } = host.server.address() as AddressInfo;
  proxy = await startBendingProxy(`http://127.0.0.1:${port}`, PROVIDER_STATE_PATH);
});

afterAll(async () => {
  await proxy?.close();
  await harness?.dispose();
});

let runs = 0;
const verify = (interactions: readonly PactInteraction[]) =>
  new Verifier({
    provider: PROVIDER,
    providerBaseUrl: proxy.url,
    pactUrls: [
      writePactSubset(pact, interactions, COMMITTED_PACT, join(generatedPactDir(), `bent-${++runs}`)),
    ],
    logLevel: 'error',
    providerStatesSetupUrl: `${proxy.url}${PROVIDER_STATE_PATH}`,
    providerStatesSetupTeardown: true,
  }).verifyProvider();

describe('negative controls: the pact fails when the answers are bent', () => {
  it('the honest host, through the same proxy, passes every interaction the bends touch', async () => {
    proxy.use(undefined);
    const all = interactionsFor([...new Set(Object.values(TARGETS).flat())]);
    await expect(verify(all)).resolves.toBeDefined();
  });

  for (const [name, bend] of Object.entries(BENDS)) {
    it(`fails with ${name}`, async () => {
      proxy.use(bend);
      try {
        await expect(verify(interactionsFor(TARGETS[name as keyof typeof BENDS]))).rejects.toBeDefined();
      } finally {
        proxy.use(undefined);
      }
    });
  }
});
