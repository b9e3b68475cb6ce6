import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { type BookingError, bookingRefused, ReserveErrorType } from '../../../core/booking-terms/index.js';
import { itineraryListingItemFailed } from '../../../core/errors/index.js';
import type { UpdatedItem } from '../../../core/itinerary/index.js';
import { ItineraryItem, ItinerarySummary, ListingItem } from '../../../core/itinerary/index.js';
import { nullable, select, struct } from '../../../core/shared/index.js';

const BookingFailureDetail = struct(
  'BookingFailureDetail',
  { message: t.string },
  { type: nullable(ReserveErrorType) },
);

/**
 * `data.error` of a booking answer (docs/product/calls.md#service-booking-calls). The docs do
 * not show its form: a message, or a message with the reserve error type
 * (docs/product/flows.md#reserve-error-types) it belongs to.
 */
export const BookingFailure = select('BookingFailure', [t.string, BookingFailureDetail], (u) =>
  typeof u === 'string' ? t.string : BookingFailureDetail,
);
export type BookingFailure = t.TypeOf<typeof BookingFailure>;

// Every part optional on purpose: an answer without the item or its itinerary is not a decode
// error but the failure of docs/product/validation.md#booking-responses, which
// readBookingAnswer reports in the docs' words.
const bookingEnvelope = <C extends t.Mixed>(name: string, item: C) =>
  struct(name, {
    data: struct(
      `${name}.data`,
      {},
      {
        bookingResponse: nullable(
          struct(
            `${name}.bookingResponse`,
            {},
            { updatedItem: nullable(item), updatedItinerary: nullable(ItinerarySummary) },
          ),
        ),
        error: nullable(BookingFailure),
      },
    ),
  });

/**
 * POST /api/services/{serviceId}/request-price-next, /reserve-service and
 * /save-for-later-service: data.bookingResponse.updatedItem (with its itinerary) and data.error.
 */
export const ServiceBookingResponse = bookingEnvelope('ServiceBookingResponse', ItineraryItem);
export type ServiceBookingResponse = t.TypeOf<typeof ServiceBookingResponse>;

/**
 * PUT .../listing-item/{id}/new-status and POST /api/listings/{id}/reserve-listing:
 * data.bookingResponse with updatedItem and, for a reserve, updatedItinerary (market,
 * itineraryName, property), and data.error.
 */
export const ListingBookingResponse = bookingEnvelope('ListingBookingResponse', ListingItem);
export type ListingBookingResponse = t.TypeOf<typeof ListingBookingResponse>;

/**
 * POST /api/listings/{id}/request-price-next answers the itinerary and the listing item
 * (docs/product/calls.md#listing-booking-calls).
 */
export const ListingPriceRequestResponse = struct(
  'ListingPriceRequestResponse',
  {},
  { itinerary: nullable(ItinerarySummary), listingItem: nullable(ListingItem) },
);
export type ListingPriceRequestResponse = t.TypeOf<typeof ListingPriceRequestResponse>;

interface ItemWithItinerary {
  readonly itinerary?: ItinerarySummary | null;
}

/** The shape of both booking envelopes, for any item type. */
export interface BookingEnvelope<I extends ItemWithItinerary> {
  readonly data: {
    readonly bookingResponse?: {
      readonly updatedItem?: I | null;
      readonly updatedItinerary?: ItinerarySummary | null;
    } | null;
    readonly error?: BookingFailure | null;
  };
}

/**
 * A price, reserve, save-for-later or booking answer must hold the updated item and its
 * itinerary, else 'Error creating itinerary listing item' (kind 'booking';
 * docs/product/validation.md#booking-responses). The itinerary the host sent beside the item
 * (updatedItinerary, or the price answer's itinerary) is the fresher one and wins over the
 * copy inside the item.
 */
const requireUpdatedItem = <I extends ItemWithItinerary>(
  item: I | null | undefined,
  beside: ItinerarySummary | null | undefined,
): E.Either<BookingError, UpdatedItem<I>> => {
  const itinerary = beside ?? item?.itinerary;
  return item && itinerary ? E.right({ item, itinerary }) : E.left(itineraryListingItemFailed());
};

/** data.error as the core's booking refusal; none, null or a blank message is no refusal. */
const refusalOf = (error: BookingFailure | null | undefined): BookingError | undefined => {
  if (error == null) return undefined;
  const [message, type] = typeof error === 'string' ? [error, null] : [error.message, error.type];
  return message.trim() === '' ? undefined : bookingRefused(message, type);
};

/**
 * A booking envelope is read in this order: data.error is the refusal, even beside an updated
 * item (the guest must hear why the booking did not go through); else the answer must hold
 * the updated item and its itinerary.
 */
export const readBookingAnswer = <I extends ItemWithItinerary>(
  answer: BookingEnvelope<I>,
): E.Either<BookingError, UpdatedItem<I>> => {
  const refusal = refusalOf(answer.data.error);
  if (refusal) return E.left(refusal);
  return requireUpdatedItem(
    answer.data.bookingResponse?.updatedItem,
    answer.data.bookingResponse?.updatedItinerary,
  );
};

/** A home's price-request answer: the listing item and the itinerary it now sits on. */
export const readPriceRequestAnswer = (
  answer: ListingPriceRequestResponse,
): E.Either<BookingError, UpdatedItem<ListingItem>> =>
  requireUpdatedItem(answer.listingItem, answer.itinerary);
