import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestUserGateway } from '../../src/adapters/rest/rest-user-gateway.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import { EXAMPLE_SESSION_TOKEN, SESSION_TOKEN_EXPRESSION, STATES } from '../support/examples.js';
import { CONSUMER, generatedPactDir, PROVIDER } from '../support/pact-files.js';

/**
 * PUT /api/user/{userId}/phone through the real RestUserGateway. The user id is the signed-in
 * guest's, which the 'signed in' provider state hands back beside the session token.
 */
const { fromProviderState, regex } = MatchersV3;

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: generatedPactDir(),
  logLevel: 'warn',
});

const JSON_CONTENT = regex('^application/json(;.*)?$', 'application/json');
const JSON_RESPONSE = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};
const TEN_DIGITS = '^\\d{10}$';
/** The signed-in guest's own path: the provider's 'signed in' state hands back the user id. */
// biome-ignore lint/suspicious/noTemplateCurlyInString: a Pact provider-state expression, not a template
const PHONE_PATH = fromProviderState('/api/user/${userId}/phone', '/api/user/u-guest/phone');

describe("the guest's account (RestUserGateway)", () => {
  it('updatePhone: answers the phone number as stored', async () => {
    await pact
      .addInteraction()
      .given(STATES.guestSignedIn)
      .uponReceiving('a phone number change of the signed-in guest')
      .withRequest('PUT', PHONE_PATH, (request) =>
        request
          .headers({
            'X-Session-Token': fromProviderState(SESSION_TOKEN_EXPRESSION, EXAMPLE_SESSION_TOKEN),
            'Content-Type': JSON_CONTENT,
          })
          .jsonBody({ phone: regex(TEN_DIGITS, '3035550199') }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ phone: regex(TEN_DIGITS, '3035550199') }),
      )
      .executeTest(async (server) => {
        const gateway = new RestUserGateway(
          new RestClient({
            baseUrl: server.url,
            cookies: new InMemoryCookieJar({ [SESSION_COOKIE]: EXAMPLE_SESSION_TOKEN }),
          }),
        );
        expect(await gateway.updatePhone('u-guest', { phone: '3035550199' })).toEqual(
          E.right({ phone: '3035550199' }),
        );
      });
  });
});
