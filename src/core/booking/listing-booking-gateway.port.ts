import type * as E from 'fp-ts/lib/Either.js';
import type { ListingItem } from '../listing/listing-item.entity.js';
import type { ProductLine } from '../market/product-line.entity.js';
import { token } from '../shared/token.js';
import type { BookingError } from './booking-error.js';
import type { TargetEntityIds } from './service-booking-gateway.port.js';
import type { UpdatedItem } from './updated-item.model.js';

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

/**
 * Asking for a home's price, reserving it and saving it for later
 * (docs/host/decisions.md#homes-by-booking-setting). Each answers the home's item and the trip
 * it sits on; an answer without them is the 'Error creating itinerary listing item' of
 * docs/product/validation.md#booking-responses, a refusal the host explains in its answer a
 * 'booking' error with its reserve error type, and HTTP failures come back as they are.
 */
export interface ListingBookingGateway {
  /** Asks the concierge for the home's price; the host puts the home on a trip if needed. */
  requestListingPrice(
    listingId: string,
    body: ListingPriceRequestBody,
  ): Promise<E.Either<BookingError, UpdatedItem<ListingItem>>>;
  /** Reserves the home. */
  reserveListing(
    listingId: string,
    body: ReserveListingBody,
  ): Promise<E.Either<BookingError, UpdatedItem<ListingItem>>>;
  /**
   * Keeps the home on a trip for later, holding nothing; it takes what a reserve takes
   * (docs/product/calls.md#calls-beyond-this-list).
   */
  saveListingForLater(
    listingId: string,
    body: ReserveListingBody,
  ): Promise<E.Either<BookingError, UpdatedItem<ListingItem>>>;
}
export const ListingBookingGateway = token<ListingBookingGateway>('ListingBookingGateway');
