import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { InMemoryCookieJar } from '../../src/adapters/cookies/in-memory-cookie-jar.js';
import { RestLeadGateway } from '../../src/adapters/rest/rest-lead-gateway.js';
import {
  consumerPact,
  instant,
  JSON_RESPONSE,
  providedBy,
  recordingGateway,
  SIGNED_IN,
  signedInCookies,
} from '../support/consumer.js';
import { DEMO_GUEST, EXAMPLE_DAYS, GIVEN, WORLD } from '../support/examples.js';

/**
 * LeadGateway: the sales lead a guest came through, by the lead's id (from the URL's lead
 * parameter) or by the guest's trip, driven through the real adapter against Pact's mock
 * server. The lead's id travels in its state's params and comes back from the state; so does
 * the trip's.
 */
const { fromProviderState, like, string } = MatchersV3;

const pact = consumerPact();

const LEAD_ID = WORLD.leadId;
const MISSING_LEAD_ID = WORLD.missingLeadId;
const EXAMPLE_ITINERARY_ID = WORLD.itineraryId;

const lead = {
  objectId: string(LEAD_ID),
  salesforce_id: string('00Q5e00000AbCdE'),
  email: string(DEMO_GUEST.email),
  first_name: string('Ava'),
  last_name: string('Guest'),
  product_line: string('Concierge'),
  itinerary_end_date: { iso: instant(`${EXAMPLE_DAYS.checkOut}T00:00:00.000Z`) },
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
  itinerary_end_date: { iso: `${EXAMPLE_DAYS.checkOut}T00:00:00.000Z` },
  property_management: { name: 'Aspen Luxe', logo: 'https://img.keyhaven.test/partners/aspen-luxe.png' },
};

/**
 * Before sign-in the host answers only what the app reads then (server/market/lead-json.ts):
 * the e-mail obscured, no surname and no CRM id.
 */
const ANONYMOUS_EMAIL = 'gu***@keyhaven.test';
const { salesforce_id: _crmId, last_name: _surname, ...anonymousShape } = lead;
const anonymousLead = { ...anonymousShape, email: string(ANONYMOUS_EMAIL) };
const { salesforce_id: _crm, last_name: _last, ...ANONYMOUS_LEAD_REST } = LEAD;
const ANONYMOUS_LEAD = { ...ANONYMOUS_LEAD_REST, email: ANONYMOUS_EMAIL };

const leadGateway = (baseUrl: string, cookies?: InMemoryCookieJar) =>
  recordingGateway((api) => new RestLeadGateway(api), baseUrl, cookies);

describe('a lead by its id (RestLeadGateway.lead)', () => {
  it('answers the lead', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.lead)
      .uponReceiving('a request for a lead')
      .withRequest('GET', providedBy({ leadId: LEAD_ID })('/api/lead/:leadId'))
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(anonymousLead))
      .executeTest(async (server) => {
        expect(await leadGateway(server.url).gateway.lead(LEAD_ID)).toEqual(E.right(ANONYMOUS_LEAD));
      });
  });

  it('answers 404 for a lead it does not know', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.noLead)
      .uponReceiving('a request for a lead that does not exist')
      .withRequest('GET', providedBy({ leadId: MISSING_LEAD_ID })('/api/lead/:leadId'))
      .willRespondWith(404, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ message: string('Object Not Found Matching Id') }),
      )
      .executeTest(async (server) => {
        expect(await leadGateway(server.url).gateway.lead(MISSING_LEAD_ID)).toEqual(
          E.left({
            kind: 'not-found',
            status: 404,
            message: 'Object Not Found Matching Id',
            hostMessage: 'Object Not Found Matching Id',
          }),
        );
      });
  });
});

describe("the lead of a guest's trip (RestLeadGateway.itineraryLead)", () => {
  it('answers the lead the trip came through', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripFromLead)
      .uponReceiving('a request for the lead of an itinerary')
      .withRequest(
        'GET',
        fromProviderState(
          `/api/itinerary/\${itineraryId}/lead`,
          `/api/itinerary/${EXAMPLE_ITINERARY_ID}/lead`,
        ),
        (request) => request.headers(SIGNED_IN),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(lead))
      .executeTest(async (server) => {
        const cookies = signedInCookies();
        const { gateway, paths } = leadGateway(server.url, cookies);
        expect(await gateway.itineraryLead(EXAMPLE_ITINERARY_ID)).toEqual(E.right(LEAD));
        expect(paths).toEqual([`/api/itinerary/${EXAMPLE_ITINERARY_ID}/lead`]);
      });
  });
});
