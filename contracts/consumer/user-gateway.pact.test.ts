import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestUserGateway } from '../../src/adapters/rest/rest-user-gateway.js';
import { consumerPact, JSON_RESPONSE, restClient, SENDS_JSON, signedInCookies } from '../support/consumer.js';
import { GIVEN } from '../support/examples.js';

/**
 * PUT /api/user/{userId}/phone through the real RestUserGateway. The user id is the signed-in
 * guest's, which the 'signed in' provider state hands back beside the session token.
 */
const { fromProviderState, string } = MatchersV3;

const pact = consumerPact();

// The phone is any string: which digits a phone has is the host's rule, not the contract's.
/** The signed-in guest's own path: the provider's 'signed in' state hands back the user id. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, not a template
const PHONE_PATH = fromProviderState('/api/user/${userId}/phone', '/api/user/u-guest/phone');

describe("the guest's account (RestUserGateway)", () => {
  it('updatePhone: answers the phone number as stored', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .uponReceiving('a phone number change of the signed-in guest')
      .withRequest('PUT', PHONE_PATH, (request) =>
        request.headers(SENDS_JSON).jsonBody({ phone: string('3035550199') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ phone: string('3035550199') }),
      )
      .executeTest(async (server) => {
        const gateway = new RestUserGateway(restClient(server.url, signedInCookies()));
        expect(await gateway.updatePhone('u-guest', { phone: '3035550199' })).toEqual(E.right('3035550199'));
      });
  });
});
