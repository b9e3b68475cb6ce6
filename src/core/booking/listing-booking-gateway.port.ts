import type * as E from 'fp-ts/lib/Either.js';
import type { ProductLine } from '../market/product-line.entity.js';
import type { AppError } from '../shared/app-error.js';
import { token } from '../shared/token.js';
import type { ListingBookingResponse, ListingPriceRequestResponse } from './booking-response.wire.js';
import type { TargetEntityIds } from './service-booking-gateway.port.js';

/**
 * A home may be priced before it is on a trip: the host then creates the item and the
 * itinerary and answers them, so both ids may be missing.
 */
export type ListingTargetEntityIds = { readonly [K in keyof TargetEntityIds]?: string | null };

/** itemBookingContext is the objectId of the saved booking context holding the guest's choices. */
export interface ListingPriceRequestBody {
  readonly itemBookingContext: string | null;
  readonly productLine: ProductLine | null;
  readonly partner: string | null;
  readonly leadSource: string | null;
  readonly targetEntityIds: ListingTargetEntityIds;
}

export interface ReserveListingBody {
  readonly updateCaseFeed: boolean;
  readonly itemBookingContext: string | null;
  readonly targetEntityIds: ListingTargetEntityIds;
}

/** Asking for a home's price and reserving it (SPEC 4 "Homes by booking setting"). */
export interface ListingBookingGateway {
  /** POST /api/listings/{id}/request-price-next: answers the itinerary and the listing item. */
  requestListingPrice(
    listingId: string,
    body: ListingPriceRequestBody,
  ): Promise<E.Either<AppError, ListingPriceRequestResponse>>;
  /** POST /api/listings/{id}/reserve-listing */
  reserveListing(
    listingId: string,
    body: ReserveListingBody,
  ): Promise<E.Either<AppError, ListingBookingResponse>>;
}
export const ListingBookingGateway = token<ListingBookingGateway>('ListingBookingGateway');
