import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestItineraryItemGateway } from '../../src/adapters/rest/rest-itinerary-item-gateway.js';
import { GUEST_DELETE_REASON } from '../../src/core/itinerary/item-deletion.rule.js';
import {
  consumerPact,
  echoedBy,
  handedBack,
  instant,
  itemStatusOneOf,
  JSON_RESPONSE,
  providedBy,
  restClient,
  SENDS_JSON,
  signedInCookies,
} from '../support/consumer.js';
import { EXAMPLE_DAYS, GIVEN } from '../support/examples.js';

/**
 * The services on a trip (docs/product/calls.md#itinerary-item-calls) through the real
 * RestItineraryItemGateway. Ids the host makes up come from the provider states.
 */
const { boolean, eachLike, like, matchStatus, number, regex, string } = MatchersV3;

const pact = consumerPact();

const EXAMPLES = {
  itineraryId: 'it-aspen',
  itemId: 'si-1',
  serviceId: 's-aspen-chef-1',
  fieldId: 'fld-allergies',
  pricingHeaderId: 'ph-chef',
  pricingOptionId: 'po-dinner',
  pricingConfigId: 'pc-flat',
  promoCodeId: 'promo-ski10',
} as const;

const provided = providedBy(EXAMPLES);

const ITEM_PATH = '/api/itinerary/:itineraryId/item/:itemId';

const itemGateway = (baseUrl: string) => new RestItineraryItemGateway(restClient(baseUrl, signedInCookies()));

const fieldValue = {
  objectId: provided(':fieldId'),
  displayValue: string('Peanuts'),
  value: { content: like('Peanuts'), type: string('text') },
};
const priceEntry = {
  pricingHeaderId: provided(':pricingHeaderId'),
  pricingOptionId: provided(':pricingOptionId'),
  pricingConfigId: provided(':pricingConfigId'),
  quantity: number(1),
  total: number(900),
};
const { itineraryId, itemId, serviceId } = EXAMPLES;

describe('items on a trip (RestItineraryItemGateway)', () => {
  it('updateItemFieldValues: answers the updated entries', async () => {
    const update = {
      objectId: EXAMPLES.fieldId,
      displayValue: 'Peanuts',
      value: { content: 'Peanuts', type: 'text' },
    };
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.serviceField)
      .uponReceiving('a field value update of item si-1')
      .withRequest('PUT', provided(`${ITEM_PATH}/fieldValues`), (request) =>
        request.headers(SENDS_JSON).jsonBody({ updates: eachLike(fieldValue) }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(eachLike(fieldValue)))
      .executeTest(async (server) => {
        const result = await itemGateway(server.url).updateItemFieldValues(itineraryId, itemId, [update]);
        expect(result).toEqual(E.right([update]));
      });
  });

  it('saveItemPricing: answers the price entries as stored', async () => {
    const entry = {
      pricingHeaderId: EXAMPLES.pricingHeaderId,
      pricingOptionId: EXAMPLES.pricingOptionId,
      pricingConfigId: EXAMPLES.pricingConfigId,
      quantity: 1,
      total: 900,
    };
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.servicePricing)
      .uponReceiving('a pricing of item si-1')
      .withRequest('POST', provided(`${ITEM_PATH}/pricing`), (request) =>
        request.headers(SENDS_JSON).jsonBody({ pricing: eachLike(priceEntry) }),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(eachLike(priceEntry)))
      .executeTest(async (server) => {
        const result = await itemGateway(server.url).saveItemPricing(itineraryId, itemId, {
          pricing: [entry],
        });
        expect(result).toEqual(E.right([entry]));
      });
  });

  it('changeItemDates: answers the dates as stored', async () => {
    // The item moves a day later in the stay: the host's days, handed back by the trip's state.
    const dates = { startDate: EXAMPLE_DAYS.movedItemStart, endDate: EXAMPLE_DAYS.movedItemEnd };
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .uponReceiving('a date change of item si-1')
      .withRequest('POST', provided(`${ITEM_PATH}/dates`), (request) =>
        request.headers(SENDS_JSON).jsonBody({
          startDate: handedBack('movedItemStart'),
          endDate: handedBack('movedItemEnd'),
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          startDate: instant(dates.startDate),
          endDate: instant(dates.endDate),
          isDateSelected: boolean(true),
        }),
      )
      .executeTest(async (server) => {
        const result = await itemGateway(server.url).changeItemDates(itineraryId, itemId, dates);
        expect(result).toEqual(E.right({ ...dates, isDateSelected: true }));
      });
  });

  it('removeItem: deletes the item with the reason', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .uponReceiving('a deletion of item si-1 by the guest')
      .withRequest('DELETE', provided(ITEM_PATH), (request) =>
        request.headers(SENDS_JSON).jsonBody({ deleteReason: GUEST_DELETE_REASON }),
      )
      .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
      .executeTest(async (server) => {
        const result = await itemGateway(server.url).removeItem(itineraryId, itemId, {
          deleteReason: GUEST_DELETE_REASON,
        });
        expect(result).toEqual(E.right(undefined));
      });
  });

  it('addService: answers the new item', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .uponReceiving('a request to add service s-aspen-chef-1 to itinerary it-aspen')
      .withRequest('POST', provided('/api/itinerary/:itineraryId/service/:serviceId'), (request) =>
        request.headers(SENDS_JSON).jsonBody({
          itemStartDate: handedBack('addedItemStart'),
          itemEndDate: handedBack('addedItemEnd'),
          recommendationType: null,
          referringService: null,
          itemTimeSlot: null,
        }),
      )
      .willRespondWith(matchStatus(201, [200, 201]), (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          id: string('si-2'),
          // The service asked for, echoed exactly; a new item is a draft.
          serviceId: echoedBy(EXAMPLES)('serviceId'),
          status: itemStatusOneOf('draft'),
          startDate: instant(EXAMPLE_DAYS.addedItemStart),
        }),
      )
      .executeTest(async (server) => {
        const result = await itemGateway(server.url).addService(itineraryId, serviceId, {
          itemStartDate: EXAMPLE_DAYS.addedItemStart,
          itemEndDate: EXAMPLE_DAYS.addedItemEnd,
          recommendationType: null,
          referringService: null,
          itemTimeSlot: null,
        });
        expect(E.isRight(result) && result.right).toMatchObject({ id: 'si-2', serviceId, status: 'draft' });
      });
  });

  it('redeemPromoCodes: one result per code', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.tripWithItem)
      .given(...GIVEN.activePromoCode)
      .uponReceiving('a redemption of promo code SKI10 on item si-1')
      .withRequest('POST', provided('/api/itinerary/:itineraryId/items/:itemId/redeemed-promos'), (request) =>
        request.headers(SENDS_JSON).jsonBody({ promoCodeIds: [provided(':promoCodeId')] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            objectId: provided(':promoCodeId'),
            name: string('SKI10'),
            kind: regex('^(percent|fixed)$', 'percent'),
            amount: number(10),
          }),
        ),
      )
      .executeTest(async (server) => {
        const result = await itemGateway(server.url).redeemPromoCodes(itineraryId, itemId, {
          promoCodeIds: [EXAMPLES.promoCodeId],
        });
        expect(result).toEqual(
          E.right([{ objectId: EXAMPLES.promoCodeId, name: 'SKI10', kind: 'percent', amount: 10 }]),
        );
      });
  });
});
