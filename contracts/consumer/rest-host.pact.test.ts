import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestPortalGateway } from '../../src/adapters/rest/rest-portal-gateway.js';
import { RestSessionGateway } from '../../src/adapters/rest/rest-session-gateway.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import {
  consumerPact,
  JSON_CONTENT,
  JSON_RESPONSE,
  restClient,
  SESSION_TOKEN_HEADER,
  SIGNED_IN,
  signedInCookies,
} from '../support/consumer.js';
import { DEMO_GUEST, EXAMPLE_SESSION_TOKEN, GIVEN, NEW_GUEST, WRONG_PASSWORD } from '../support/examples.js';

/**
 * What the guest app needs of the REST host and session backend, driven through the real
 * adapters (RestClient + gateways), exactly as the composition root wires them: the API at
 * the host's root, the session backend under /auth, the token from the sso_session cookie.
 */
const { like, string } = MatchersV3;

const pact = consumerPact();

// Any non-empty string: the token's form is the host's business, the app only sends it back.
const SESSION_TOKEN = string(EXAMPLE_SESSION_TOKEN);

const portalGateway = (baseUrl: string) => new RestPortalGateway(restClient(baseUrl));

const sessionGateway = (baseUrl: string, cookies: InMemoryCookieJar) =>
  new RestSessionGateway(restClient(`${baseUrl}/auth`, cookies), cookies);

describe('sign-in (RestPortalGateway.login)', () => {
  it('answers a session token for the right password', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.guestExists)
      .uponReceiving('a sign-in with the right password')
      .withRequest('POST', '/api/login/', (request) =>
        request
          .headers({ 'Content-Type': JSON_CONTENT })
          .jsonBody({ username: string(DEMO_GUEST.email), password: string(DEMO_GUEST.password) }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ sessionToken: SESSION_TOKEN }),
      )
      .executeTest(async (server) => {
        const result = await portalGateway(server.url).login(DEMO_GUEST.email, DEMO_GUEST.password);
        expect(result).toEqual(E.right({ sessionToken: EXAMPLE_SESSION_TOKEN }));
      });
  });

  it('refuses a wrong password with 401 and a message the portal shows', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.guestExists)
      .uponReceiving('a sign-in with a wrong password')
      .withRequest('POST', '/api/login/', (request) =>
        request
          .headers({ 'Content-Type': JSON_CONTENT })
          .jsonBody({ username: string(DEMO_GUEST.email), password: string(WRONG_PASSWORD) }),
      )
      .willRespondWith(401, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ message: string('Invalid e-mail or password') }),
      )
      .executeTest(async (server) => {
        const result = await portalGateway(server.url).login(DEMO_GUEST.email, WRONG_PASSWORD);
        expect(result).toEqual(
          E.left(
            expect.objectContaining({
              kind: 'unauthorized',
              status: 401,
              message: 'Invalid e-mail or password',
            }),
          ),
        );
      });
  });
});

describe('sign-up (RestPortalGateway.signUp)', () => {
  it('creates the account and answers a session token', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.noAccountFor)
      .uponReceiving('a sign-up with a new e-mail')
      .withRequest('POST', '/api/signup/', (request) =>
        request.headers({ 'Content-Type': JSON_CONTENT }).jsonBody({
          email: string(NEW_GUEST.email),
          password: string(NEW_GUEST.password),
          firstName: string(NEW_GUEST.firstName),
          lastName: string(NEW_GUEST.lastName),
        }),
      )
      .willRespondWith(201, (response) => response.headers(JSON_RESPONSE).jsonBody({ token: SESSION_TOKEN }))
      .executeTest(async (server) => {
        const result = await portalGateway(server.url).signUp({ ...NEW_GUEST });
        expect(result).toEqual(E.right({ token: EXAMPLE_SESSION_TOKEN }));
      });
  });
});

describe('the session backend (RestSessionGateway)', () => {
  const sessionUser = {
    objectId: string('fUiA4h7qc6'),
    username: string(DEMO_GUEST.email),
    fullName: string('Ava Guest'),
    sessionToken: SESSION_TOKEN,
  };

  it('answers the current user for a live session token', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .uponReceiving('a request for the current user with a session token')
      .withRequest('GET', '/auth/current-user', (request) => request.headers(SIGNED_IN))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(sessionUser))
      .executeTest(async (server) => {
        const result = await sessionGateway(server.url, signedInCookies()).currentUser();
        expect(result).toEqual(
          E.right({
            objectId: 'fUiA4h7qc6',
            username: DEMO_GUEST.email,
            fullName: 'Ava Guest',
            sessionToken: EXAMPLE_SESSION_TOKEN,
          }),
        );
      });
  });

  it('answers 401 when there is no session token', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.nobodySignedIn)
      .uponReceiving('a request for the current user without a session token')
      .withRequest('GET', '/auth/current-user')
      .willRespondWith(401, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ message: like('User is not signed in.') }),
      )
      .executeTest(async (server) => {
        const result = await sessionGateway(server.url, new InMemoryCookieJar()).currentUser();
        expect(result).toEqual(E.left(expect.objectContaining({ kind: 'unauthorized', status: 401 })));
      });
  });

  it('signs out: the session ends and the cookie goes', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .uponReceiving('a sign-out with a session token')
      .withRequest('POST', '/auth/logout', (request) =>
        request.headers({ 'Content-Type': JSON_CONTENT, 'X-Session-Token': SESSION_TOKEN_HEADER }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        const cookies = signedInCookies();
        const result = await sessionGateway(server.url, cookies).logout();
        expect(result).toEqual(E.right(undefined));
        expect(cookies.get(SESSION_COOKIE)).toBeNull();
      });
  });
});
