import * as E from 'fp-ts/lib/Either.js';
import type { BookingError } from '../booking-terms/index.js';
import type { ErrorReporter } from '../errors/index.js';
import type { ListingItem } from '../itinerary/index.js';
import type {
  HomeStay,
  HomeTrip,
  ListingBookingGateway,
  PriceAsker,
} from './listing-booking-gateway.port.js';
import { type BookingResult, bookingCallFailure, bookingResult } from './reserve-result.js';

export interface RequestHomePriceDeps {
  readonly bookings: Pick<ListingBookingGateway, 'requestHomePrice'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface HomePriceRequest {
  readonly homeId: string;
  readonly stay: HomeStay;
  readonly trip: HomeTrip;
  readonly asker: PriceAsker;
}

export type ListingBookingOutcome = E.Either<BookingError, BookingResult<ListingItem>>;

/**
 * A Request Price home's price is asked for
 * (docs/host/decisions.md#homes-by-booking-setting); the host answers the item (in_progress)
 * and the trip it now sits on, which it creates when the home was on none. The guest is told
 * 'requested', in the homes' words. A refusal comes back as the host's.
 */
export const requestHomePrice = async (
  deps: RequestHomePriceDeps,
  { homeId, stay, trip, asker }: HomePriceRequest,
): Promise<ListingBookingOutcome> => {
  const answer = await deps.bookings.requestHomePrice(homeId, stay, trip, asker);
  if (E.isLeft(answer)) return E.left(bookingCallFailure(answer.left, deps.errors, 'request-listing-price'));
  return E.right(bookingResult(answer.right, 'requested', { isListing: true }));
};
