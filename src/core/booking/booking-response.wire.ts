import * as E from 'fp-ts/lib/Either.js';
import * as O from 'fp-ts/lib/Option.js';
import * as t from 'io-ts';
import { itineraryListingItemFailed } from '../errors/known-errors.js';
import { ItineraryItem } from '../itinerary/itinerary-item.entity.js';
import { ItinerarySummary } from '../itinerary/itinerary-summary.entity.js';
import { ListingItem } from '../listing/listing-item.entity.js';
import { type AppError, appError } from '../shared/app-error.js';
import { nullable } from '../shared/optional.js';
import { select } from '../shared/select.js';
import { struct } from '../shared/struct.js';
import { ReserveErrorType } from './reserve-error-type.entity.js';

const BookingFailureDetail = struct(
  'BookingFailureDetail',
  { message: t.string },
  { type: nullable(ReserveErrorType) },
);

/**
 * `data.error` of a booking answer (SPEC 7). The spec does not show its form: a message, or
 * a message with the reserve error type (SPEC 4) it belongs to.
 */
export const BookingFailure = select('BookingFailure', [t.string, BookingFailureDetail], (u) =>
  typeof u === 'string' ? t.string : BookingFailureDetail,
);
export type BookingFailure = t.TypeOf<typeof BookingFailure>;

// Every part optional on purpose: an answer without the item or its itinerary is not a
// decode error but the SPEC 5 failure, which requireUpdatedItem reports in the spec's words.
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

/** POST /api/listings/{id}/request-price-next answers the itinerary and the listing item (SPEC 7). */
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

export interface UpdatedItem<I> {
  readonly item: I;
  readonly itinerary: ItinerarySummary;
}

/**
 * SPEC 5: a price, reserve, save-for-later or booking answer must hold the updated item and
 * its itinerary, else 'Error creating itinerary listing item' (kind 'booking'). The
 * itinerary the host sent beside the item (updatedItinerary, or the price answer's
 * itinerary) is the fresher one and wins over the copy inside the item.
 */
export function requireUpdatedItem<I extends ItemWithItinerary>(
  response: BookingEnvelope<I>,
): E.Either<AppError, UpdatedItem<I>>;
export function requireUpdatedItem(
  response: ListingPriceRequestResponse,
): E.Either<AppError, UpdatedItem<ListingItem>>;
export function requireUpdatedItem(
  response: BookingEnvelope<ItemWithItinerary> | ListingPriceRequestResponse,
): E.Either<AppError, UpdatedItem<ItemWithItinerary>> {
  const [item, beside] =
    'data' in response
      ? [response.data.bookingResponse?.updatedItem, response.data.bookingResponse?.updatedItinerary]
      : [response.listingItem, response.itinerary];
  const itinerary = beside ?? item?.itinerary;
  return item && itinerary ? E.right({ item, itinerary }) : E.left(itineraryListingItemFailed());
}

/**
 * The failure a booking answer reports in data.error, if any, as a 'booking' error. Kept
 * apart from requireUpdatedItem: an answer may carry both an updated item and a warning.
 */
export const bookingFailure = (response: BookingEnvelope<ItemWithItinerary>): O.Option<AppError> => {
  const error = response.data.error;
  if (error == null) return O.none;
  const message = typeof error === 'string' ? error : error.message;
  return message.trim() === '' ? O.none : O.some(appError('booking', message));
};
