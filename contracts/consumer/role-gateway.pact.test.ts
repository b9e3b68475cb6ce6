import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestRoleGateway } from '../../src/adapters/rest/rest-role-gateway.js';
import { roleNames } from '../../src/core/session/role.entity.js';
import { MISSING_ROLE_MESSAGE } from '../../src/core/session/session-access.rule.js';
import { consumerPact, JSON_RESPONSE, restClient, SIGNED_IN, signedInCookies } from '../support/consumer.js';
import { GIVEN } from '../support/examples.js';

/**
 * GET /api/is-auth/{role} and GET /api/my-roles through the real RestRoleGateway
 * (docs/product/roles.md#role-checks, docs/product/roles.md#role-list).
 */
const { eachLike, string } = MatchersV3;

const pact = consumerPact();

const roleGateway = (baseUrl: string) => new RestRoleGateway(restClient(baseUrl, signedInCookies()));

describe('role checks (RestRoleGateway.checkRole)', () => {
  it('confirms a role the signed-in guest holds', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .uponReceiving('a check that the signed-in guest holds the guest role')
      .withRequest('GET', '/api/is-auth/guest', (request) => request.headers(SIGNED_IN))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody({ role: string('guest') }))
      .executeTest(async (server) => {
        expect(await roleGateway(server.url).checkRole('guest')).toEqual(E.right(undefined));
      });
  });

  it('refuses a role the signed-in guest lacks with 403', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .uponReceiving('a check that the signed-in guest holds the concierge role')
      .withRequest('GET', '/api/is-auth/concierge', (request) => request.headers(SIGNED_IN))
      .willRespondWith(403, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ message: string(MISSING_ROLE_MESSAGE) }),
      )
      .executeTest(async (server) => {
        expect(await roleGateway(server.url).checkRole('concierge')).toEqual(
          E.left({
            kind: 'forbidden',
            status: 403,
            message: MISSING_ROLE_MESSAGE,
            hostMessage: MISSING_ROLE_MESSAGE,
          }),
        );
      });
  });
});

describe('role names (RestRoleGateway.myRoles)', () => {
  it('lists the role names of the signed-in guest', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .uponReceiving('a request for the role names of the signed-in guest')
      .withRequest('GET', '/api/my-roles', (request) => request.headers(SIGNED_IN))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(eachLike('guest')))
      .executeTest(async (server) => {
        const result = await roleGateway(server.url).myRoles();
        expect(E.map(roleNames)(result)).toEqual(E.right(['guest']));
      });
  });
});
