import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestPortalGateway } from '../../src/adapters/rest/rest-portal-gateway.js';
import {
  consumerPact,
  JSON_CONTENT,
  JSON_RESPONSE,
  restClient,
  SENDS_JSON,
  SIGNED_IN,
  signedInCookies,
} from '../support/consumer.js';
import { DEMO_GUEST, GIVEN, INVITED, NEW_GUEST } from '../support/examples.js';

/**
 * The portal's account calls (docs/product/calls.md#calls-beyond-this-list) through the real
 * RestPortalGateway: 'Forgot password?' for an account's e-mail and for one without, finalize
 * an invited account with its link, the wrong-email state, and the signed-in guest's contact
 * information.
 */
const { integer, like, string } = MatchersV3;

const pact = consumerPact();
const FINALIZE = {
  email: INVITED.email,
  token: INVITED.token,
  firstName: 'Pia',
  lastName: 'Invited',
  password: 'pia-password-1',
};

const contactInfo = (phone: string) => ({
  firstName: like('Ava'),
  lastName: like('Guest'),
  email: DEMO_GUEST.email,
  phone: string(phone),
});

/** The host's one answer to a reset request, whatever the e-mail (the words are its own). */
const RESET_REQUESTED = {
  message: string('If an account has this e-mail, a link to set its password is on its way.'),
  linkValidMinutes: integer(60),
};

describe('portal accounts (RestPortalGateway, AccountGateway)', () => {
  for (const [whose, given, email] of [
    ["an account's e-mail", GIVEN.guestExists, DEMO_GUEST.email],
    ['an e-mail without an account', GIVEN.noAccountFor, NEW_GUEST.email],
  ] as const) {
    it(`requestPasswordReset: ${whose} gets the one answer, 202 and how long a link lasts`, async () => {
      await pact
        .addInteraction()
        .given(...given)
        .uponReceiving(`a password-reset request for ${whose}`)
        .withRequest('POST', '/api/password-reset', (request) =>
          request.headers({ 'Content-Type': JSON_CONTENT }).jsonBody({ email }),
        )
        .willRespondWith(202, (response) => response.headers(JSON_RESPONSE).jsonBody(RESET_REQUESTED))
        .executeTest(async (server) => {
          const gateway = new RestPortalGateway(restClient(server.url));
          expect(await gateway.requestPasswordReset(email)).toEqual(E.right({ linkValidMinutes: 60 }));
        });
    });
  }

  it('finalizeAccount: the invited account gets names and a password, and is signed in', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.invitedWithLink)
      .uponReceiving('a finalize-account with an unused account link')
      .withRequest('POST', '/api/finalize-account/', (request) =>
        request.headers({ 'Content-Type': JSON_CONTENT }).jsonBody(FINALIZE),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          sessionToken: string('a'.repeat(43)),
          user: like({ objectId: 'u-invited', email: INVITED.email, fullName: 'Pia Invited' }),
        }),
      )
      .executeTest(async (server) => {
        const gateway = new RestPortalGateway(restClient(server.url));
        expect(await gateway.finalizeAccount(FINALIZE)).toEqual(
          E.right(expect.objectContaining({ sessionToken: 'a'.repeat(43) })),
        );
      });
  });

  it('setPassword: a link opened with another e-mail answers the correct one obscured', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.invitedWithLink)
      .uponReceiving('a set-password with an account link for another e-mail')
      .withRequest('POST', '/api/set-password/', (request) =>
        request.headers({ 'Content-Type': JSON_CONTENT }).jsonBody({
          email: 'someone.else@keyhaven.test',
          token: INVITED.token,
          password: 'pia-password-1',
        }),
      )
      .willRespondWith(409, (response) =>
        // The words are the host's (the product fixes none for this answer): matched by type.
        response.headers(JSON_RESPONSE).jsonBody({
          message: string(`This link was sent for another e-mail address: ${INVITED.obscuredEmail}`),
          correctEmail: string(INVITED.obscuredEmail),
        }),
      )
      .executeTest(async (server) => {
        const gateway = new RestPortalGateway(restClient(server.url));
        const result = await gateway.setPassword(
          { email: 'someone.else@keyhaven.test', token: INVITED.token },
          'pia-password-1',
        );
        const message = `This link was sent for another e-mail address: ${INVITED.obscuredEmail}`;
        expect(result).toEqual(E.left({ kind: 'conflict', status: 409, message, hostMessage: message }));
      });
  });

  it("contactInfo: the signed-in guest's names, e-mail and phone", async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .uponReceiving('a contact information request of the signed-in guest')
      .withRequest('GET', '/api/contact-info', (request) => request.headers(SIGNED_IN))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(contactInfo('3035550123')))
      .executeTest(async (server) => {
        const gateway = new RestPortalGateway(restClient(server.url, signedInCookies()));
        expect(await gateway.contactInfo()).toEqual(
          E.right({ firstName: 'Ava', lastName: 'Guest', email: DEMO_GUEST.email, phone: '3035550123' }),
        );
      });
  });

  it('contactInfo: answers 401 to nobody signed in', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.nobodySignedIn)
      .uponReceiving('a contact information request without a session')
      .withRequest('GET', '/api/contact-info')
      .willRespondWith(401, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ message: 'User is not signed in.' }),
      )
      .executeTest(async (server) => {
        const gateway = new RestPortalGateway(restClient(server.url));
        expect(await gateway.contactInfo()).toEqual(
          E.left({
            kind: 'unauthorized',
            status: 401,
            message: 'User is not signed in.',
            hostMessage: 'User is not signed in.',
          }),
        );
      });
  });

  it('saveContactInfo: the names and phone as stored', async () => {
    // The demo guest's own names and phone: other interactions see the guest unchanged.
    const change = { firstName: 'Ava', lastName: 'Guest', phone: '3035550123' };
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .uponReceiving('a contact information change of the signed-in guest')
      .withRequest('PUT', '/api/contact-info', (request) => request.headers(SENDS_JSON).jsonBody(change))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(contactInfo('3035550123')))
      .executeTest(async (server) => {
        const gateway = new RestPortalGateway(restClient(server.url, signedInCookies()));
        expect(await gateway.saveContactInfo(change)).toEqual(
          E.right({ ...change, email: DEMO_GUEST.email }),
        );
      });
  });
});
