import * as E from 'fp-ts/lib/Either.js';
import type { ErrorReporter } from '../errors/error-reporter.port.js';
import { LISTING_RESERVE } from '../itinerary/status-request-params.rule.js';
import type { ListingItemGateway } from '../listing/listing-item-gateway.port.js';
import type { ListingBookingOutcome } from './request-listing-price.use-case.js';
import { bookingCallFailure, bookingResult } from './reserve-result.js';

export interface ReserveListingItemDeps {
  readonly listingItems: Pick<ListingItemGateway, 'changeListingItemStatus'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

export interface ListingItemReserveRequest {
  readonly itineraryId: string;
  readonly listingItemId: string;
  readonly didConfirmTerms: boolean;
  readonly confirmedTermsMethod: string | null;
  readonly itemBookingContext: string | null;
}

/**
 * Reserving a home already on the trip by moving its status
 * (docs/product/flows.md#status-requests and docs/product/calls.md#listing-item-calls): the
 * status sent is 'Approved' and the local item becomes approved whatever status the answer
 * carries, so the card never shows an older status than the guest just chose. Approved waits
 * for the concierge, so the guest is told 'approved' (charged once confirmed).
 */
export const reserveListingItem = async (
  deps: ReserveListingItemDeps,
  request: ListingItemReserveRequest,
): Promise<ListingBookingOutcome> => {
  const answer = await deps.listingItems.changeListingItemStatus(request.itineraryId, request.listingItemId, {
    status: LISTING_RESERVE.sentStatus,
    didConfirmTerms: request.didConfirmTerms,
    confirmedTermsMethod: request.confirmedTermsMethod,
    updateCaseFeed: true,
    itemBookingContext: request.itemBookingContext,
  });
  if (E.isLeft(answer)) return E.left(bookingCallFailure(answer.left, deps.errors, 'reserve-listing-item'));
  const item = { ...answer.right.item, status: LISTING_RESERVE.localStatus };
  // 'approved' reads the same for homes and services: no confirmation context is needed.
  return E.right(bookingResult({ ...answer.right, item }, 'approved', {}));
};
