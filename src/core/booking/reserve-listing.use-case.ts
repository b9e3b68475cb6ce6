import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import type { ListingBookingGateway, ListingTargetEntityIds } from './listing-booking-gateway.port.js';
import type { ListingBookingOutcome } from './request-listing-price.use-case.js';
import { type ListingReserveInput, listingReserveOutcome } from './reserve-outcome.rule.js';
import { bookingCallFailure, bookingResult } from './reserve-result.js';

export interface ReserveListingDeps {
  readonly bookings: Pick<ListingBookingGateway, 'reserveListing'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface ReserveListingRequest extends ListingReserveInput {
  readonly listingId: string;
  readonly itemBookingContext: string | null;
  readonly targetEntityIds: ListingTargetEntityIds;
}

/**
 * Reserving a home from its page (docs/product/calls.md#listing-booking-calls). The outcome
 * follows the home's booking setting (listingReserveOutcome): an integration booking without a
 * card on file is a 'card' reserve error before anything is sent, since the host would charge
 * at once. The concierge always hears of a reserve (updateCaseFeed, as for services).
 */
export const reserveListing = async (
  deps: ReserveListingDeps,
  request: ReserveListingRequest,
): Promise<ListingBookingOutcome> => {
  const outcome = listingReserveOutcome(request);
  if (E.isLeft(outcome)) return E.left({ ...outcome.left, reserveErrorType: 'card' });
  const answer = await deps.bookings.reserveListing(request.listingId, {
    updateCaseFeed: true,
    itemBookingContext: request.itemBookingContext,
    targetEntityIds: request.targetEntityIds,
  });
  if (E.isLeft(answer)) return E.left(bookingCallFailure(answer.left, deps.errors, 'reserve-listing'));
  return E.right(bookingResult(answer.right, outcome.right, { isListing: true }));
};
