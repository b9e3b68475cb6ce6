import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestRoleGateway } from '../../src/adapters/rest/rest-role-gateway.js';
import { roleNames } from '../../src/core/session/role.entity.js';
import { MISSING_ROLE_MESSAGE } from '../../src/core/session/session-access.rule.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import { EXAMPLE_SESSION_TOKEN, SESSION_TOKEN_EXPRESSION, STATES } from '../support/examples.js';
import { CONSUMER, generatedPactDir, PROVIDER } from '../support/pact-files.js';

/** GET /api/is-auth/{role} and GET /api/my-roles through the real RestRoleGateway (SPEC 6, 7). */
const { eachLike, fromProviderState, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: generatedPactDir(),
  logLevel: 'warn',
});

const JSON_RESPONSE = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};
/** The provider swaps the example for the token its 'signed in' state created. */
const SIGNED_IN = { 'X-Session-Token': fromProviderState(SESSION_TOKEN_EXPRESSION, EXAMPLE_SESSION_TOKEN) };

const roleGateway = (baseUrl: string) =>
  new RestRoleGateway(
    new RestClient({ baseUrl, cookies: new InMemoryCookieJar({ [SESSION_COOKIE]: EXAMPLE_SESSION_TOKEN }) }),
  );

describe('role checks (RestRoleGateway.checkRole)', () => {
  it('confirms a role the signed-in guest holds', async () => {
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .uponReceiving('a check that the signed-in guest holds the guest role')
      .withRequest('GET', '/api/is-auth/guest', (request) => request.headers(SIGNED_IN))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody({ role: string('guest') }))
      .executeTest(async (server) => {
        expect(await roleGateway(server.url).checkRole('guest')).toEqual(E.right({ role: 'guest' }));
      });
  });

  it('refuses a role the signed-in guest lacks with 403', async () => {
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .uponReceiving('a check that the signed-in guest holds the concierge role')
      .withRequest('GET', '/api/is-auth/concierge', (request) => request.headers(SIGNED_IN))
      .willRespondWith(403, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ message: string(MISSING_ROLE_MESSAGE) }),
      )
      .executeTest(async (server) => {
        expect(await roleGateway(server.url).checkRole('concierge')).toEqual(
          E.left({ kind: 'forbidden', status: 403, message: MISSING_ROLE_MESSAGE }),
        );
      });
  });
});

describe('role names (RestRoleGateway.myRoles)', () => {
  it('lists the role names of the signed-in guest', async () => {
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .uponReceiving('a request for the role names of the signed-in guest')
      .withRequest('GET', '/api/my-roles', (request) => request.headers(SIGNED_IN))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(eachLike('guest')))
      .executeTest(async (server) => {
        const result = await roleGateway(server.url).myRoles();
        expect(E.map(roleNames)(result)).toEqual(E.right(['guest']));
      });
  });
});
