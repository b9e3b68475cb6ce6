import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/index.js';
import type { HomeStay, HomeTrip, ListingBookingGateway } from './listing-booking-gateway.port.js';
import type { ListingBookingOutcome } from './request-home-price.use-case.js';
import { bookingCallFailure, bookingResult } from './reserve-result.js';

export interface SaveHomeForLaterDeps {
  readonly bookings: Pick<ListingBookingGateway, 'saveHomeForLater'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface SaveHomeForLaterRequest {
  readonly homeId: string;
  readonly stay: HomeStay;
  readonly trip: HomeTrip;
}

/**
 * Saving a home for later from its page (docs/product/calls.md#calls-beyond-this-list): this is
 * how a home is added to a trip, the host placing it on the trip named or one it makes. Every
 * home can be saved, whatever its booking setting and with no card
 * (docs/host/decisions.md#homes-by-booking-setting), so nothing is checked before the call.
 * As for services, the concierge is not told of a save (nothing is asked of anyone). The host
 * refuses when the item may not move (docs/host/decisions.md#status-moves), in its own words.
 */
export const saveHomeForLater = async (
  deps: SaveHomeForLaterDeps,
  { homeId, stay, trip }: SaveHomeForLaterRequest,
): Promise<ListingBookingOutcome> => {
  const answer = await deps.bookings.saveHomeForLater(homeId, stay, trip);
  if (E.isLeft(answer)) return E.left(bookingCallFailure(answer.left, deps.errors, 'save-listing-for-later'));
  return E.right(bookingResult(answer.right, 'saved', { isListing: true }));
};
