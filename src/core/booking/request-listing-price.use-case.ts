import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import type { ListingItem } from '../listing/listing-item.entity.js';
import type { BookingError } from './booking-error.js';
import type { ListingBookingGateway, ListingPriceRequestBody } from './listing-booking-gateway.port.js';
import { type BookingResult, bookingCallFailure, bookingResult } from './reserve-result.js';

export interface RequestListingPriceDeps {
  readonly bookings: Pick<ListingBookingGateway, 'requestListingPrice'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface ListingPriceRequest extends ListingPriceRequestBody {
  readonly listingId: string;
}

export type ListingBookingOutcome = E.Either<BookingError, BookingResult<ListingItem>>;

/**
 * A Request Price home's price is asked for
 * (docs/host/decisions.md#homes-by-booking-setting); the host answers the item (in_progress)
 * and the trip it now sits on, which it creates when the home was on none. The guest is told
 * 'requested', in the homes' words. A refusal comes back as an HTTP failure.
 */
export const requestListingPrice = async (
  deps: RequestListingPriceDeps,
  { listingId, ...body }: ListingPriceRequest,
): Promise<ListingBookingOutcome> => {
  const answer = await deps.bookings.requestListingPrice(listingId, body);
  if (E.isLeft(answer)) return E.left(bookingCallFailure(answer.left, deps.errors, 'request-listing-price'));
  return E.right(bookingResult(answer.right, 'requested', { isListing: true }));
};
