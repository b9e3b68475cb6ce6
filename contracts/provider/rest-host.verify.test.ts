import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Verifier } from '@pact-foundation/pact';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../server/app.js';
import { PROVIDER_STATE_PATH } from '../../server/verification/provider-state.routes.js';
import { providerStates } from '../../server/verification/provider-states.js';
import { type AuthHarness, openAuthHarness } from '../../tests/server/support/auth-server.js';
import { stubDatabase } from '../../tests/server/support/stub-database.js';
import { COMMITTED_PACT, generatedPactDir, PROVIDER } from '../support/pact-files.js';
import {
  isRouted,
  type PactInteraction,
  readPact,
  splitByRoute,
  statesOf,
  writePactSubset,
} from './pending-interactions.js';

/**
 * The real host (buildServer over a migrated, demo-seeded in-memory PGlite, from the server
 * tests' harness) verified against the committed pact, black-box: started with its
 * provider-state endpoint on (providerStates, PACT_PROVIDER_STATES when run from main.ts) and
 * listening on an ephemeral port, it is reached only over HTTP, state changes included, just
 * as another team would verify its own host (contracts/README.md#verifying-your-own-host).
 *
 * Pending calls: the pact covers every call the app makes, ahead of the host. Before
 * verifying, the host's own router says which interactions it routes (pending-interactions.ts);
 * those are verified from a filtered copy of the pact, and each of the others is reported
 * by name as a todo, so the summary counts them and none is silently skipped. The split is
 * made when the tests are collected (todos must be declared then) on a host built over a
 * stub database: routes do not depend on data. Once the host registers a route, its
 * interactions move to the verified part by themselves and must pass.
 *
 * Provider states are set up by the host itself: Pact posts each state change to
 * /_pact/provider-states (server/verification/provider-state.routes.ts).
 */
const pact = readPact(COMMITTED_PACT);

const routeTable = await buildServer({ db: stubDatabase() });
const { implemented: routed, pending } = splitByRoute(pact.interactions, routeTable);
await routeTable.close();

// A routed call is verified once the host can also set up the data its provider states
// name; until a state has a handler, its interactions are pending by name as well.
const handledStates = new Set(Object.keys(providerStates(stubDatabase())));
const missingState = (interaction: PactInteraction) =>
  [...statesOf([interaction])].find((state) => !handledStates.has(state));
const implemented = routed.filter((interaction) => missingState(interaction) === undefined);
const awaitingState = routed.filter((interaction) => missingState(interaction) !== undefined);

let harness: AuthHarness;
let baseUrl: string;
// The same host with its clock two years ahead (CLOCK_OFFSET_DAYS=730 from main.ts): the pact
// must not depend on the day it is verified (contracts/README.md#the-stays).
const TWO_YEARS_MS = 730 * 24 * 60 * 60 * 1000;
let laterBaseUrl: string;

const listening = async (host: FastifyInstance) => {
  await host.listen({ port: 0, host: '127.0.0.1' });
  const { port } = host.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
};

beforeAll(async () => {
  harness = await openAuthHarness('pglite');
  baseUrl = await listening(await harness.build({ providerStates: true }));
  laterBaseUrl = await listening(
    await harness.build({ providerStates: true, now: () => new Date(Date.now() + TWO_YEARS_MS) }),
  );
});

afterAll(async () => {
  await harness?.dispose();
});

describe(`the host honours the pact of ${PROVIDER}`, () => {
  it(`verifies the ${implemented.length} interactions the host routes`, async () => {
    expect(
      implemented.length,
      'the host routes none of the pact: is the route check broken?',
    ).toBeGreaterThan(0);
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      pactUrls: [writePactSubset(pact, implemented, COMMITTED_PACT, join(generatedPactDir(), 'verifiable'))],
      logLevel: 'warn',
      // The host's own endpoint, not handlers in this process: Pact deprecates the option in
      // favour of in-process handlers, which a provider in another language cannot have.
      providerStatesSetupUrl: `${baseUrl}${PROVIDER_STATE_PATH}`,
      providerStatesSetupTeardown: true,
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
    console.log(
      `Pact verification: ${implemented.length} of ${pact.interactions.length} interactions verified against ${baseUrl}`,
    );
  });

  it(`verifies the same ${implemented.length} interactions with the host's clock two years ahead`, async () => {
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl: laterBaseUrl,
      pactUrls: [
        writePactSubset(pact, implemented, COMMITTED_PACT, join(generatedPactDir(), 'two-years-ahead')),
      ],
      logLevel: 'warn',
      providerStatesSetupUrl: `${laterBaseUrl}${PROVIDER_STATE_PATH}`,
      providerStatesSetupTeardown: true,
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
    console.log(
      `Pact verification, host clock two years ahead: ${implemented.length} of ${pact.interactions.length} interactions verified`,
    );
  });

  // With a Pact Broker (npm run pact:verify), the pacts it selects for this host as well,
  // results published under the host's commit and branch (contracts/README.md, "Pact Broker").
  const broker = process.env.PACT_BROKER_BASE_URL?.trim();
  it.skipIf(!broker)('verifies the pacts the Pact Broker selects and publishes the results', async () => {
    const verifier = new Verifier({
      provider: PROVIDER,
      providerBaseUrl: baseUrl,
      pactBrokerUrl: broker,
      pactBrokerToken: process.env.PACT_BROKER_TOKEN,
      pactBrokerUsername: process.env.PACT_BROKER_USERNAME,
      pactBrokerPassword: process.env.PACT_BROKER_PASSWORD,
      consumerVersionSelectors: [
        { mainBranch: true },
        { matchingBranch: true },
        { deployedOrReleased: true },
      ],
      enablePending: true,
      includeWipPactsSince: '2026-01-01',
      publishVerificationResult: true,
      providerVersion: process.env.PACT_PROVIDER_VERSION,
      providerVersionBranch: process.env.PACT_PROVIDER_BRANCH,
      logLevel: 'warn',
      providerStatesSetupUrl: `${baseUrl}${PROVIDER_STATE_PATH}`,
      providerStatesSetupTeardown: true,
    });
    await expect(verifier.verifyProvider()).resolves.toBeDefined();
  });

  for (const interaction of pending)
    it.todo(`pending until the host implements it: ${interaction.description}`);
  for (const interaction of awaitingState)
    it.todo(`pending until the host can set up "${missingState(interaction)}": ${interaction.description}`);
});

describe('the pending part of the pact', () => {
  const requestOf = (interaction: PactInteraction) => {
    const query = new URLSearchParams();
    for (const [key, values] of Object.entries(interaction.request.query ?? {}))
      for (const value of values) query.append(key, value);
    const search = query.toString();
    return `${interaction.request.path}${search ? `?${search}` : ''}`;
  };

  it('holds only interactions no route of the host answers: sent, each gets the not-found answer', async () => {
    expect(implemented.length + awaitingState.length + pending.length).toBe(pact.interactions.length);
    for (const interaction of pending) {
      const { method } = interaction.request;
      const url = requestOf(interaction);
      expect(isRouted(harness.app, method, interaction.request.path), `${method} ${url} is routed`).toBe(
        false,
      );
      const response = await harness.app.inject({ method: method as 'GET', url });
      expect([response.statusCode, response.json()], `${method} ${url}`).toEqual([
        404,
        { message: 'Not Found' },
      ]);
    }
    for (const interaction of [...implemented, ...awaitingState])
      expect(isRouted(harness.app, interaction.request.method, interaction.request.path)).toBe(true);
  });

  it('sets up every state the verified part needs: the host names the same states over a live database', () => {
    const live = new Set(Object.keys(providerStates(harness.db)));
    expect([...live].sort()).toEqual([...handledStates].sort());
    expect([...statesOf(implemented)].filter((state) => !live.has(state))).toEqual([]);
  });

  it('sets up states only when asked to: a host started without the setting answers 404 there', async () => {
    const response = await harness.app.inject({
      method: 'POST',
      url: PROVIDER_STATE_PATH,
      payload: { state: [...handledStates][0], params: {}, action: 'setup' },
    });
    expect([response.statusCode, response.json()]).toEqual([404, { message: 'Not Found' }]);
  });

  it('shrinks as routes appear: an interaction is verified as soon as a route answers its request', async () => {
    const host = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
    const answer = async () => ({});
    host.get('/api/guest-itinerary/:itineraryId', answer);
    host.post('/api/login/', answer);
    host.get('/api/:ownerType/:ownerId/attachments', answer);
    host.put('/api/itinerary/:itineraryId/item/:itemId/fieldValues', answer);
    await host.ready();
    expect(isRouted(host, 'GET', '/api/guest-itinerary/it-demo')).toBe(true);
    expect(isRouted(host, 'get', '/api/guest-itinerary/it-demo')).toBe(true); // Pact may write get
    expect(isRouted(host, 'POST', '/api/guest-itinerary/it-demo')).toBe(false); // another method
    expect(isRouted(host, 'GET', '/api/guest-itinerary/it-demo/items')).toBe(false); // a longer path
    expect(isRouted(host, 'GET', '/api/guest-itinerary')).toBe(false);
    expect(isRouted(host, 'POST', '/api/login/')).toBe(true);
    expect(isRouted(host, 'POST', '/api/login')).toBe(true);
    expect(isRouted(host, 'GET', '/api/itinerary/it-demo/attachments')).toBe(true);
    expect(isRouted(host, 'PUT', '/api/itinerary/it-demo/item/si-1/fieldValues')).toBe(true);
    expect(isRouted(host, 'PUT', '/api/itinerary/it-demo/listing-item/li-1/fieldValues')).toBe(false);

    // A route registered for the first pending interaction takes it out of the pending part.
    const [first] = pending;
    if (first) {
      const withRoute = Fastify();
      withRoute.route({ method: first.request.method as 'GET', url: first.request.path, handler: answer });
      await withRoute.ready();
      const split = splitByRoute(pact.interactions, {
        hasRoute: (options) => withRoute.hasRoute(options) || harness.app.hasRoute(options),
      });
      expect(split.pending).not.toContain(first);
      expect(split.implemented).toContain(first);
      await withRoute.close();
    }
    await host.close();
  });
});
