import { MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestServiceBookingGateway } from '../../src/adapters/rest/rest-service-booking-gateway.js';
import {
  type ServiceBookingBody,
  STATUS_REQUEST_PARAMS,
} from '../../src/adapters/rest/wire/service-booking.wire.js';
import type { StatusRequest } from '../../src/core/itinerary/status-request-params.rule.js';
import {
  consumerPact,
  echoedBy,
  handedBack,
  itemStatusOneOf,
  JSON_RESPONSE,
  providedBy,
  restClient,
  SENDS_JSON,
  signedInCookies,
} from '../support/consumer.js';
import { EXAMPLE_DAYS, GIVEN } from '../support/examples.js';

/**
 * Booking a service on a trip (request-price-next, reserve-service and
 * save-for-later-service, docs/product/calls.md#service-booking-calls) through the real
 * RestServiceBookingGateway. The status fields are literal: they are what the call means to
 * the back office.
 */
const { string } = MatchersV3;

const pact = consumerPact();

const EXAMPLES = {
  itineraryId: 'it-aspen',
  itemId: 'si-1',
  serviceId: 's-aspen-chef-1',
  contextId: 'bc-1',
  cardId: 'card-1',
} as const;

const provided = providedBy(EXAMPLES);

const START = EXAMPLE_DAYS.itemStart;
const END = EXAMPLE_DAYS.itemEnd;

/**
 * What the gateway is given, and what the pact expects of it: the item's span as the item's
 * state hands it back (the host's days), or that span the wrong way round.
 */
const bodyFor = (request: StatusRequest, reversed = false) => {
  const dates = reversed ? { start: END, end: START } : { start: START, end: END };
  const [startName, endName] = reversed
    ? (['itemEnd', 'itemStart'] as const)
    : (['itemStart', 'itemEnd'] as const);
  const extra = request === 'reserve' ? { cardId: EXAMPLES.cardId } : {};
  const body: ServiceBookingBody = {
    itemStartDate: dates.start,
    itemEndDate: dates.end,
    itemBookingContext: EXAMPLES.contextId,
    ...extra,
    ...STATUS_REQUEST_PARAMS[request],
    targetEntityIds: { itemId: EXAMPLES.itemId, itineraryId: EXAMPLES.itineraryId },
  };
  // The gateway is given the intent: the item on its trip and the guest's choices.
  const on = body.targetEntityIds;
  const {
    status: _s,
    alice_status: _a,
    state: _t,
    updateCaseFeed: _u,
    targetEntityIds: _e,
    ...choices
  } = body;
  const expected = {
    ...body,
    itemStartDate: handedBack(startName),
    itemEndDate: handedBack(endName),
    itemBookingContext: provided(':contextId'),
    ...(request === 'reserve' ? { cardId: provided(':cardId') } : {}),
    targetEntityIds: { itemId: provided(':itemId'), itineraryId: provided(':itineraryId') },
  };
  return { on, choices, expected };
};

const echoed = echoedBy(EXAMPLES);

/** The item asked for, echoed exactly, in one of the statuses the call leads to. */
const bookedAnswer = (statuses: readonly [string, ...string[]]) => ({
  data: {
    bookingResponse: {
      updatedItem: {
        id: echoed('itemId'),
        serviceId: echoed('serviceId'),
        status: itemStatusOneOf(...statuses),
        itinerary: { objectId: echoed('itineraryId'), itineraryName: string('Aspen ski week') },
      },
    },
  },
});

const bookingGateway = (baseUrl: string) =>
  new RestServiceBookingGateway(restClient(baseUrl, signedInCookies()));

const CALLS = [
  {
    call: 'requestServicePrice',
    request: 'request-price',
    path: 'request-price-next',
    answers: ['in_progress'],
  },
  { call: 'reserveService', request: 'reserve', path: 'reserve-service', answers: ['approved', 'booked'] },
  {
    call: 'saveServiceForLater',
    request: 'save-for-later',
    path: 'save-for-later-service',
    answers: ['saved_for_later'],
  },
] as const;

describe('service booking (RestServiceBookingGateway)', () => {
  for (const { call, request, path, answers } of CALLS) {
    it(`${call}: answers the updated item with its itinerary`, async () => {
      const { on, choices, expected } = bodyFor(request);
      const interaction = pact
        .addInteraction()
        .given(...GIVEN.signedIn)
        .given(...GIVEN.tripWithItem)
        .given(...GIVEN.itemContext);
      await (request === 'reserve' ? interaction.given(...GIVEN.card) : interaction)
        .uponReceiving(`a ${path} of service s-aspen-chef-1 for item si-1`)
        .withRequest('POST', provided(`/api/services/:serviceId/${path}`), (builder) =>
          builder.headers(SENDS_JSON).jsonBody(expected),
        )
        .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(bookedAnswer(answers)))
        .executeTest(async (server) => {
          const result = await bookingGateway(server.url)[call](EXAMPLES.serviceId, on, choices);
          // What the app needs of the answer is the updated item with its itinerary
          // (docs/product/validation.md#booking-responses).
          const updated = result;
          expect(E.isRight(updated) && updated.right.item).toMatchObject({ id: 'si-1', status: answers[0] });
          expect(E.isRight(updated) && updated.right.itinerary.objectId).toBe('it-aspen');
        });
    });
  }

  it('reserveService: dates that end before they start are refused with 400, kept as it is', async () => {
    const { on, choices, expected } = bodyFor('reserve', true);
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.itemContext)
      .given(...GIVEN.card)
      .uponReceiving('a reserve-service of service s-aspen-chef-1 for item si-1 ending before it starts')
      .withRequest('POST', provided('/api/services/:serviceId/reserve-service'), (builder) =>
        builder.headers(SENDS_JSON).jsonBody(expected),
      )
      .willRespondWith(400, (response) =>
        response
          .headers(JSON_RESPONSE)
          .jsonBody({ message: string('itemEndDate must not be before itemStartDate') }),
      )
      .executeTest(async (server) => {
        expect(await bookingGateway(server.url).reserveService(EXAMPLES.serviceId, on, choices)).toEqual(
          E.left({
            kind: 'rejected',
            status: 400,
            message: 'itemEndDate must not be before itemStartDate',
            hostMessage: 'itemEndDate must not be before itemStartDate',
          }),
        );
      });
  });
});
