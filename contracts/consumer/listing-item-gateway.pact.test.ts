import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { RestListingItemGateway } from '../../src/adapters/rest/rest-listing-item-gateway.js';
import { GUEST_DELETE_REASON } from '../../src/core/itinerary/item-deletion.rule.js';
import { ITEM_STATUS_ORDER } from '../../src/core/itinerary/item-status.rule.js';
import { LISTING_RESERVE } from '../../src/core/itinerary/status-request-params.rule.js';
import {
  consumerPact,
  echoedBy,
  ISO_DAY,
  itemStatusOneOf,
  JSON_CONTENT,
  JSON_RESPONSE,
  recordingGateway,
  ref,
  SIGNED_IN,
  signedInCookies,
  stateDay,
} from '../support/consumer.js';
import { GIVEN, WORLD } from '../support/examples.js';

/**
 * ListingItemGateway: the homes on a guest's trip, driven through the real adapter against
 * Pact's mock server. The itinerary, its listing item, the item's field and its booking
 * context are the provider's to create: their ids come from the provider states
 * (fromProviderState), as the session token does. Paths matched that way are matched by
 * type only, so each test checks the path the adapter asked for itself.
 */
const { date, eachLike, fromProviderState, integer, like, matchStatus, number, regex, string } = MatchersV3;

const pact = consumerPact();

const ITEM_STATUS = regex(`^(${ITEM_STATUS_ORDER.join('|')})$`, 'draft');

/** What the provider states hand back, and the examples standing in for them here. */
const EXAMPLE = {
  itineraryId: WORLD.itineraryId,
  listingItemId: WORLD.listingItemId,
  fieldId: WORLD.arrivalFieldId,
  contextId: WORLD.listingItemContextId,
};
const itemPath = (suffix = '') =>
  fromProviderState(
    `/api/itinerary/${ref('itineraryId')}/listing-item/${ref('listingItemId')}${suffix}`,
    `/api/itinerary/${EXAMPLE.itineraryId}/listing-item/${EXAMPLE.listingItemId}${suffix}`,
  );

/** The real adapter on the mock server, signed in, recording the paths it asks for. */
const listingItemGateway = (baseUrl: string) =>
  recordingGateway((api) => new RestListingItemGateway(api), baseUrl, signedInCookies());
const EXAMPLE_ITEM_PATH = `/api/itinerary/${EXAMPLE.itineraryId}/listing-item/${EXAMPLE.listingItemId}`;

const listingItem = {
  objectId: string(EXAMPLE.listingItemId),
  status: ITEM_STATUS,
  checkInDate: date(ISO_DAY, '2027-03-10'),
  checkOutDate: date(ISO_DAY, '2027-03-15'),
  adultCount: integer(2),
  childCount: integer(0),
  listing: like({ objectId: string('h-aspen-1'), name: string('Aspen Lodge') }),
};

describe('the homes on a trip (RestListingItemGateway.listingItems)', () => {
  it('lists the listing items of an itinerary', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeOnTrip)
      .uponReceiving('a request for the listing items of an itinerary')
      .withRequest(
        'GET',
        fromProviderState(
          `/api/itinerary/${ref('itineraryId')}/listing-items`,
          `/api/itinerary/${EXAMPLE.itineraryId}/listing-items`,
        ),
        (request) => request.headers(SIGNED_IN),
      )
      .willRespondWith(200, (response) => response.headers(JSON_RESPONSE).jsonBody(eachLike(listingItem)))
      .executeTest(async (server) => {
        const { gateway, paths } = listingItemGateway(server.url);
        const result = await gateway.listingItems(EXAMPLE.itineraryId);
        expect(paths).toEqual([`/api/itinerary/${EXAMPLE.itineraryId}/listing-items`]);
        expect(result).toEqual(
          E.right([
            {
              objectId: EXAMPLE.listingItemId,
              status: 'draft',
              fields: [],
              checkInDate: '2027-03-10',
              checkOutDate: '2027-03-15',
              adultCount: 2,
              childCount: 0,
              listing: { objectId: 'h-aspen-1', name: 'Aspen Lodge' },
            },
          ]),
        );
      });
  });
});

describe('removing a home from a trip (RestListingItemGateway.removeListingItem)', () => {
  it("removes the listing item with the guest's reason", async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeOnTrip)
      .uponReceiving('a request to remove a listing item from an itinerary')
      .withRequest('DELETE', itemPath(), (request) =>
        request
          .headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT })
          .jsonBody({ deleteReason: string(GUEST_DELETE_REASON) }),
      )
      .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
      .executeTest(async (server) => {
        const { gateway, paths } = listingItemGateway(server.url);
        const result = await gateway.removeListingItem(EXAMPLE.itineraryId, EXAMPLE.listingItemId, {
          deleteReason: GUEST_DELETE_REASON,
        });
        expect(paths).toEqual([EXAMPLE_ITEM_PATH]);
        expect(result).toEqual(E.right(undefined));
      });
  });
});

describe('changing the dates of a home (RestListingItemGateway.changeListingItemDates)', () => {
  it('stores the new check-in and check-out dates', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeOnTrip)
      .given(...GIVEN.homeAvailableLater)
      .uponReceiving('a request to change the dates of a listing item')
      .withRequest('PUT', itemPath('/dates'), (request) =>
        request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody({
          checkInDate: stateDay('laterCheckIn', '2027-04-10'),
          checkOutDate: stateDay('laterCheckOut', '2027-04-15'),
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          startDate: date(ISO_DAY, '2027-04-10'),
          endDate: date(ISO_DAY, '2027-04-15'),
          isDateSelected: true,
          checkInDate: date(ISO_DAY, '2027-04-10'),
          checkOutDate: date(ISO_DAY, '2027-04-15'),
        }),
      )
      .executeTest(async (server) => {
        const { gateway, paths } = listingItemGateway(server.url);
        const dates = { checkInDate: '2027-04-10', checkOutDate: '2027-04-15' };
        const result = await gateway.changeListingItemDates(
          EXAMPLE.itineraryId,
          EXAMPLE.listingItemId,
          dates,
        );
        expect(paths).toEqual([`${EXAMPLE_ITEM_PATH}/dates`]);
        expect(result).toEqual(
          E.right({ startDate: '2027-04-10', endDate: '2027-04-15', isDateSelected: true, ...dates }),
        );
      });
  });
});

describe('saving a price estimate (RestListingItemGateway.saveListingPriceEstimate)', () => {
  const pricing = {
    pricingFees: eachLike({ name: string('Cleaning'), amount: number(250) }),
    totalBaseRate: number(4500),
    taxes: number(380.5),
    securityDeposit: number(1000),
  };
  const estimate = {
    pricingFees: [{ name: 'Cleaning', amount: 250 }],
    totalBaseRate: 4500,
    taxes: 380.5,
    securityDeposit: 1000,
  };

  it('stores the estimate and answers it as stored', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeOnTrip)
      .uponReceiving('a request to save the price estimate of a listing item')
      .withRequest('PUT', itemPath('/pricing-estimate'), (request) =>
        request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody({
          checkInDate: stateDay('checkIn', '2027-03-10'),
          checkOutDate: stateDay('checkOut', '2027-03-15'),
          estimatedPricing: pricing,
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({ estimatedItemPricing: pricing }),
      )
      .executeTest(async (server) => {
        const { gateway, paths } = listingItemGateway(server.url);
        const result = await gateway.saveListingPriceEstimate(EXAMPLE.itineraryId, EXAMPLE.listingItemId, {
          checkInDate: '2027-03-10',
          checkOutDate: '2027-03-15',
          estimatedPricing: estimate,
        });
        expect(paths).toEqual([`${EXAMPLE_ITEM_PATH}/pricing-estimate`]);
        expect(result).toEqual(E.right(estimate));
      });
  });
});

describe('changing the guests of a home (RestListingItemGateway.changeListingGuests)', () => {
  it('stores the numbers of adults, children, infants and pets', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeOnTrip)
      .uponReceiving('a request to change the guests of a listing item')
      .withRequest('PUT', itemPath('/guests'), (request) =>
        request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody({
          adultCount: integer(2),
          childCount: integer(1),
          infantCount: integer(0),
          petCount: integer(1),
        }),
      )
      .willRespondWith(matchStatus(204, HTTPResponseStatusClass.Success))
      .executeTest(async (server) => {
        const { gateway, paths } = listingItemGateway(server.url);
        const result = await gateway.changeListingGuests(EXAMPLE.itineraryId, EXAMPLE.listingItemId, {
          adultCount: 2,
          childCount: 1,
          infantCount: 0,
          petCount: 1,
        });
        expect(paths).toEqual([`${EXAMPLE_ITEM_PATH}/guests`]);
        expect(result).toEqual(E.right(undefined));
      });
  });
});

describe('reserving a home (RestListingItemGateway.changeListingItemStatus)', () => {
  it('answers the updated listing item with its itinerary', async () => {
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeOnTrip)
      .given(...GIVEN.savedListingContext)
      .uponReceiving('a request to reserve a listing item with its booking context')
      .withRequest('PUT', itemPath('/new-status'), (request) =>
        request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody({
          status: string(LISTING_RESERVE.sentStatus),
          didConfirmTerms: true,
          confirmedTermsMethod: string('checkbox'),
          updateCaseFeed: true,
          itemBookingContext: fromProviderState(ref('itemBookingContextId'), EXAMPLE.contextId),
        }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody({
          data: {
            bookingResponse: {
              // The item and trip asked for, echoed exactly; a reserve leads to approved or booked.
              updatedItem: {
                objectId: echoedBy(EXAMPLE)('listingItemId'),
                status: itemStatusOneOf('approved', 'booked'),
                itinerary: { objectId: echoedBy(EXAMPLE)('itineraryId') },
              },
            },
          },
        }),
      )
      .executeTest(async (server) => {
        const { gateway, paths } = listingItemGateway(server.url);
        const result = await gateway.changeListingItemStatus(EXAMPLE.itineraryId, EXAMPLE.listingItemId, {
          status: LISTING_RESERVE.sentStatus,
          didConfirmTerms: true,
          confirmedTermsMethod: 'checkbox',
          updateCaseFeed: true,
          itemBookingContext: EXAMPLE.contextId,
        });
        expect(paths).toEqual([`${EXAMPLE_ITEM_PATH}/new-status`]);
        expect(result).toEqual(
          E.right({
            item: {
              objectId: EXAMPLE.listingItemId,
              status: 'approved',
              fields: [],
              itinerary: { objectId: EXAMPLE.itineraryId },
            },
            itinerary: { objectId: EXAMPLE.itineraryId },
          }),
        );
      });
  });
});

describe('filling in a field of a home (RestListingItemGateway.updateListingItemFieldValues)', () => {
  it('stores the field values and answers the updated entries', async () => {
    const entry = {
      objectId: fromProviderState(ref('fieldId'), EXAMPLE.fieldId),
      displayValue: string('4:00 PM'),
      value: { content: string('16:00'), type: string('text') },
    };
    await pact
      .addInteraction()
      .given(...GIVEN.signedIn)
      .given(...GIVEN.homeOnTrip)
      .given(...GIVEN.arrivalField)
      .uponReceiving('a request to update the field values of a listing item')
      .withRequest('PUT', itemPath('/fieldValues'), (request) =>
        request.headers({ ...SIGNED_IN, 'Content-Type': JSON_CONTENT }).jsonBody({ updates: [entry] }),
      )
      .willRespondWith(200, (response) =>
        response.headers(JSON_RESPONSE).jsonBody(
          eachLike({
            objectId: string(EXAMPLE.fieldId),
            displayValue: string('4:00 PM'),
            value: like({ content: '16:00', type: 'text' }),
          }),
        ),
      )
      .executeTest(async (server) => {
        const { gateway, paths } = listingItemGateway(server.url);
        const update = {
          objectId: EXAMPLE.fieldId,
          displayValue: '4:00 PM',
          value: { content: '16:00', type: 'text' },
        };
        const result = await gateway.updateListingItemFieldValues(
          EXAMPLE.itineraryId,
          EXAMPLE.listingItemId,
          [update],
        );
        expect(paths).toEqual([`${EXAMPLE_ITEM_PATH}/fieldValues`]);
        expect(result).toEqual(E.right([update]));
      });
  });
});
