import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  BookingFailure,
  ListingBookingResponse,
  ListingPriceRequestResponse,
  readBookingAnswer,
  readPriceRequestAnswer,
  ServiceBookingResponse,
} from '../../../../src/adapters/rest/wire/booking-response.wire.js';
import { decoded, expectRejectedAt } from '../../../core/arbitraries/codec-laws.js';
import {
  itineraryItemSample,
  itinerarySummarySample,
  listingItemSample,
} from '../../../core/arbitraries/samples.js';

const FAILED = { kind: 'booking', message: 'Error creating itinerary listing item' };

const serviceAnswer = {
  data: { bookingResponse: { updatedItem: { ...itineraryItemSample, status: 'in_progress' } }, error: null },
};

const reserveListingAnswer = {
  data: {
    bookingResponse: {
      updatedItem: { ...listingItemSample, status: 'approved', itinerary: null },
      updatedItinerary: itinerarySummarySample,
    },
  },
};

describe('service booking answers (data.bookingResponse, data.error)', () => {
  it('request-price-next / reserve-service / save-for-later-service: updatedItem with its itinerary decodes', () => {
    const answer = decoded(ServiceBookingResponse, serviceAnswer);
    expect(answer.data.bookingResponse?.updatedItem?.status).toBe('in_progress');
    expect(answer.data.bookingResponse?.updatedItem?.itinerary?.objectId).toBe('itn_42');
  });

  it('service booking: a bad item status is refused at data.bookingResponse.updatedItem.status', () => {
    expectRejectedAt(
      ServiceBookingResponse,
      { data: { bookingResponse: { updatedItem: { ...itineraryItemSample, status: 'pending' } } } },
      'data.bookingResponse.updatedItem.status',
    );
  });

  it('service booking: an answer without data is refused at data', () => {
    expectRejectedAt(ServiceBookingResponse, { bookingResponse: {} }, 'data');
  });

  it('data.error: a message, or a message with its reserve error type', () => {
    expect(decoded(BookingFailure, 'Card declined')).toBe('Card declined');
    expect(decoded(BookingFailure, { message: 'Dates taken', type: 'dates' })).toEqual({
      message: 'Dates taken',
      type: 'dates',
    });
    expectRejectedAt(BookingFailure, { message: 'x', type: 'weather' }, 'type');
  });
});

describe('listing booking answers', () => {
  it('reserve-listing: updatedItem and updatedItinerary (market, itineraryName, property) decode', () => {
    const answer = decoded(ListingBookingResponse, reserveListingAnswer);
    const itinerary = answer.data.bookingResponse?.updatedItinerary;
    expect(itinerary?.itineraryName).toBe('Vail ski week');
    expect(itinerary?.market?.objectId).toBe('mkt_vail');
    expect(itinerary?.property?.objectId).toBe('lst_aspen_lodge');
  });

  it('reserve-listing: a bad itinerary market is refused at data.bookingResponse.updatedItinerary.market.objectId', () => {
    expectRejectedAt(
      ListingBookingResponse,
      {
        data: {
          bookingResponse: { updatedItinerary: { ...itinerarySummarySample, market: { objectId: 7 } } },
        },
      },
      'data.bookingResponse.updatedItinerary.market.objectId',
    );
  });

  it('listing request-price-next: itinerary and listingItem decode', () => {
    const answer = decoded(ListingPriceRequestResponse, {
      itinerary: itinerarySummarySample,
      listingItem: listingItemSample,
    });
    expect(answer.listingItem?.objectId).toBe('lit_9');
    expect(answer.itinerary?.objectId).toBe('itn_42');
  });

  it('listing request-price-next: a bad guest count is refused at listingItem.adultCount', () => {
    expectRejectedAt(
      ListingPriceRequestResponse,
      { itinerary: itinerarySummarySample, listingItem: { ...listingItemSample, adultCount: -1 } },
      'listingItem.adultCount',
    );
  });
});

describe('a booking answer must hold the updated item and its itinerary', () => {
  it('a service answer with the updated item and its itinerary gives both', () => {
    const result = readBookingAnswer(decoded(ServiceBookingResponse, serviceAnswer));
    expect(E.isRight(result)).toBe(true);
    if (E.isRight(result)) {
      expect(result.right.item.id).toBe('itm_chef_1');
      expect(result.right.itinerary.objectId).toBe('itn_42');
    }
  });

  it('reserve-listing: the itinerary sent beside the item (updatedItinerary) counts', () => {
    const result = readBookingAnswer(decoded(ListingBookingResponse, reserveListingAnswer));
    expect(E.isRight(result) && result.right.itinerary.itineraryName).toBe('Vail ski week');
  });

  it('updatedItinerary wins over the copy inside the item', () => {
    const answer = decoded(ListingBookingResponse, {
      data: {
        bookingResponse: {
          updatedItem: { ...listingItemSample, itinerary: { objectId: 'itn_42', itineraryName: 'old' } },
          updatedItinerary: { objectId: 'itn_42', itineraryName: 'new' },
        },
      },
    });
    const result = readBookingAnswer(answer);
    expect(E.isRight(result) && result.right.itinerary.itineraryName).toBe('new');
  });

  it("listing request-price-next: itinerary and listingItem give both, the answer's itinerary first", () => {
    const result = readPriceRequestAnswer(
      decoded(ListingPriceRequestResponse, {
        itinerary: { ...itinerarySummarySample, itineraryName: 'beside' },
        listingItem: listingItemSample,
      }),
    );
    expect(E.isRight(result) && result.right.item.objectId).toBe('lit_9');
    expect(E.isRight(result) && result.right.itinerary.itineraryName).toBe('beside');
  });

  it("no bookingResponse, no updated item, or an item without itinerary: 'Error creating itinerary listing item'", () => {
    const answers = [
      { data: {} },
      { data: { bookingResponse: null, error: null } },
      { data: { bookingResponse: {} } },
      { data: { bookingResponse: { updatedItem: null, updatedItinerary: itinerarySummarySample } } },
      { data: { bookingResponse: { updatedItem: { ...itineraryItemSample, itinerary: null } } } },
    ];
    for (const answer of answers)
      expect(readBookingAnswer(decoded(ServiceBookingResponse, answer))).toEqual(E.left(FAILED));
  });

  it("listing price answer without listingItem or without any itinerary: 'Error creating itinerary listing item'", () => {
    expect(
      readPriceRequestAnswer(decoded(ListingPriceRequestResponse, { itinerary: itinerarySummarySample })),
    ).toEqual(E.left(FAILED));
    expect(
      readPriceRequestAnswer(
        decoded(ListingPriceRequestResponse, { listingItem: { ...listingItemSample, itinerary: null } }),
      ),
    ).toEqual(E.left(FAILED));
    // The listing item's own itinerary is enough when the answer leaves the itinerary out.
    expect(
      E.isRight(
        readPriceRequestAnswer(decoded(ListingPriceRequestResponse, { listingItem: listingItemSample })),
      ),
    ).toBe(true);
  });
});

describe('data.error is the booking refusal (reserve error types)', () => {
  const serviceItem = decoded(ServiceBookingResponse, serviceAnswer).data.bookingResponse?.updatedItem;

  it('data.error with a type keeps it as the reserve error type', () => {
    expect(readBookingAnswer({ data: { error: { message: 'Dates taken', type: 'dates' } } })).toEqual(
      E.left({ kind: 'booking', message: 'Dates taken', reserveErrorType: 'dates' }),
    );
  });

  it('data.error as a message, or without a type, names no type, even beside an item', () => {
    const withItem = { data: { bookingResponse: { updatedItem: serviceItem }, error: 'Card declined' } };
    expect(readBookingAnswer(withItem)).toEqual(E.left({ kind: 'booking', message: 'Card declined' }));
    expect(readBookingAnswer({ data: { error: { message: 'No', type: null } } })).toEqual(
      E.left({ kind: 'booking', message: 'No' }),
    );
  });

  it('a blank or null data.error is no refusal', () => {
    for (const error of ['  ', null, { message: ' ', type: 'card' as const }]) {
      const answer = { data: { bookingResponse: { updatedItem: serviceItem }, error } };
      expect(E.isRight(readBookingAnswer(answer))).toBe(true);
    }
  });
});
