import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import type { ListingBookingGateway, ListingTargetEntityIds } from './listing-booking-gateway.port.js';
import type { ListingBookingOutcome } from './request-listing-price.use-case.js';
import { bookingCallFailure, bookingResult } from './reserve-result.js';

export interface SaveListingForLaterDeps {
  readonly bookings: Pick<ListingBookingGateway, 'saveListingForLater'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface SaveListingForLaterRequest {
  readonly listingId: string;
  readonly itemBookingContext: string | null;
  readonly targetEntityIds: ListingTargetEntityIds;
}

/**
 * Saving a home for later from its page (docs/product/calls.md#calls-beyond-this-list): every
 * home can be saved, whatever its booking setting and with no card
 * (docs/host/decisions.md#homes-by-booking-setting), so nothing is checked before the call.
 * As for services, the concierge is not told of a save (nothing is asked of anyone). The host
 * answers 409 with its own words when the item may not move (docs/host/decisions.md#status-moves),
 * which comes back as it is.
 */
export const saveListingForLater = async (
  deps: SaveListingForLaterDeps,
  { listingId, itemBookingContext, targetEntityIds }: SaveListingForLaterRequest,
): Promise<ListingBookingOutcome> => {
  const answer = await deps.bookings.saveListingForLater(listingId, {
    updateCaseFeed: false,
    itemBookingContext,
    targetEntityIds,
  });
  if (E.isLeft(answer)) return E.left(bookingCallFailure(answer.left, deps.errors, 'save-listing-for-later'));
  return E.right(bookingResult(answer.right, 'saved', { isListing: true }));
};
