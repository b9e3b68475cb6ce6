import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestClient } from '../../src/adapters/rest/rest-client.js';
import { RestLeadGateway } from '../../src/adapters/rest/rest-lead-gateway.js';
import { SESSION_COOKIE } from '../../src/core/storage/cookie-jar.port.js';
import {
  DEMO_GUEST,
  EXAMPLE_SESSION_TOKEN,
  STATES as SESSION_STATES,
  SESSION_TOKEN_EXPRESSION,
} from '../support/examples.js';
import { CONSUMER, generatedPactDir, PROVIDER } from '../support/pact-files.js';

/**
 * LeadGateway: the sales lead a guest came through, by the lead's id (from the URL's lead
 * parameter) or by the guest's trip, driven through the real adapter against Pact's mock
 * server. Leads are seeded with the ids the states name; the trip is the provider's to
 * create, so its id comes from the provider state.
 */
const { datetime, fromProviderState, like, regex, string } = MatchersV3;

const pact = new PactV4({
  consumer: CONSUMER,
  provider: PROVIDER,
  dir: generatedPactDir(),
  logLevel: 'warn',
});

const JSON_RESPONSE = {
  'Content-Type': regex('^application/json(;.*)?$', 'application/json; charset=utf-8'),
};
const LEAD_ID = 'lead-aspen-1';
const MISSING_LEAD_ID = 'lead-missing-1';
const EXAMPLE_ITINERARY_ID = 'ItnAspen01';

const STATES = {
  lead: `lead ${LEAD_ID} exists for ${DEMO_GUEST.email}`,
  noLead: `no lead ${MISSING_LEAD_ID} exists`,
  tripFromLead: `the guest has an itinerary that came through lead ${LEAD_ID}`,
} as const;

const lead = {
  objectId: string(LEAD_ID),
  salesforce_id: string('00Q5e00000AbCdE'),
  email: string(DEMO_GUEST.email),
  first_name: string('Ava'),
  last_name: string('Guest'),
  product_line: string('Concierge'),
  itinerary_end_date: { iso: datetime("yyyy-MM-dd'T'HH:mm:ss.SSSX", '2027-03-15T00:00:00.000Z') },
  property_management: like({
    name: 'Aspen Luxe',
    logo: 'https://img.keyhaven.test/partners/aspen-luxe.png',
  }),
};
const LEAD = {
  objectId: LEAD_ID,
  salesforce_id: '00Q5e00000AbCdE',
  email: DEMO_GUEST.email,
  first_name: 'Ava',
  last_name: 'Guest',
  product_line: 'Concierge',
  itinerary_end_date: { iso: '2027-03-15T00:00:00.000Z' },
  property_management: { name: 'Aspen Luxe', logo: 'https://img.keyhaven.test/partners/aspen-luxe.png' },
};

const leadGateway = (baseUrl: string, cookies = new InMemoryCookieJar()) => {
  const paths: string[] = [];
  const fetchImpl: typeof fetch = (input, init) => {
    paths.push(new URL(String(input)).pathname);
    return globalThis.fetch(input, init);
  };
  return { gateway: new RestLeadGateway(new RestClient({ baseUrl, cookies, fetch: fetchImpl })), paths };
};

describe('a lead by its id (RestLeadGateway.lead)', () => {
  it('answers the lead', async () => {
    await pact
      .addInteraction()
      .given(STATES.lead)
      .uponReceiving('a request for a lead')
      .withRequest('GET', `/api/lead/${LEAD_ID}`)
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(lead))
      .executeTest(async (server) => {
        expect(await leadGateway(server.url).gateway.lead(LEAD_ID)).toEqual(E.right(LEAD));
      });
  });

  it('answers 404 for a lead it does not know', async () => {
    await pact
      .addInteraction()
      .given(STATES.noLead)
      .uponReceiving('a request for a lead that does not exist')
      .withRequest('GET', `/api/lead/${MISSING_LEAD_ID}`)
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ message: string('Object Not Found Matching Id') }),
      )
      .executeTest(async (server) => {
        expect(await leadGateway(server.url).gateway.lead(MISSING_LEAD_ID)).toEqual(
          E.left({ kind: 'not-found', status: 404, message: 'Object Not Found Matching Id' }),
        );
      });
  });
});

describe("the lead of a guest's trip (RestLeadGateway.itineraryLead)", () => {
  it('answers the lead the trip came through', async () => {
    await pact
      .addInteraction()
      .given(SESSION_STATES.guestSignedIn)
      .given(STATES.tripFromLead)
      .uponReceiving('a request for the lead of an itinerary')
      .withRequest(
        'GET',
        fromProviderState(
          `/api/itinerary/\${itineraryId}/lead`,
          `/api/itinerary/${EXAMPLE_ITINERARY_ID}/lead`,
        ),
        (request) =>
          request.headers({
            'X-Session-Token': fromProviderState(SESSION_TOKEN_EXPRESSION, EXAMPLE_SESSION_TOKEN),
          }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(lead))
      .executeTest(async (server) => {
        const cookies = new InMemoryCookieJar({ [SESSION_COOKIE]: EXAMPLE_SESSION_TOKEN });
        const { gateway, paths } = leadGateway(server.url, cookies);
        expect(await gateway.itineraryLead(EXAMPLE_ITINERARY_ID)).toEqual(E.right(LEAD));
        expect(paths).toEqual([`/api/itinerary/${EXAMPLE_ITINERARY_ID}/lead`]);
      });
  });
});
