import type * as E from 'fp-ts/lib/Either.js';
import type { BookingError } from '../booking-terms/index.js';
import type { GuestCounts } from '../listing/index.js';
import type { ListingPricing } from '../pricing/index.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { DatesChange } from './dates-change.entity.js';
import type { FieldValueEntry, FieldValueUpdate } from './field-value.entity.js';
import type { DeleteItemBody } from './itinerary-item-gateway.port.js';
import type { ListingItem } from './listing-item.entity.js';
import type { UpdatedItem } from './updated-item.model.js';

export interface ListingDatesBody {
  readonly checkInDate: string;
  readonly checkOutDate: string;
}

export interface PriceEstimateBody extends ListingDatesBody {
  readonly estimatedPricing: ListingPricing;
}

/** A stay's party as the host takes it: the four counts of GuestCounts. */
export type GuestsBody = GuestCounts;

/**
 * A home's new status and what comes with it (docs/product/calls.md#listing-item-calls). A
 * reserve sends status LISTING_RESERVE.sentStatus ('Approved'); itemBookingContext is the
 * saved context's objectId.
 */
export interface ListingStatusBody {
  readonly status: string;
  readonly didConfirmTerms: boolean;
  readonly confirmedTermsMethod: string | null;
  readonly updateCaseFeed: boolean;
  readonly itemBookingContext: string | null;
}

/** A home on a trip (a listing item). */
export interface ListingItemGateway {
  /** The homes on a trip. */
  listingItems(itineraryId: string): Promise<E.Either<AppError, readonly ListingItem[]>>;
  /** Removes the home from the trip, with the reason. */
  removeListingItem(
    itineraryId: string,
    listingItemId: string,
    body: DeleteItemBody,
  ): Promise<E.Either<AppError, void>>;
  /** Changes the stay's dates: answers the dates as stored. */
  changeListingItemDates(
    itineraryId: string,
    listingItemId: string,
    body: ListingDatesBody,
  ): Promise<E.Either<AppError, DatesChange>>;
  /** Saves the stay's price estimate: answers it as stored. */
  saveListingPriceEstimate(
    itineraryId: string,
    listingItemId: string,
    body: PriceEstimateBody,
  ): Promise<E.Either<AppError, ListingPricing>>;
  /** Changes the numbers of guests. */
  changeListingGuests(
    itineraryId: string,
    listingItemId: string,
    body: GuestsBody,
  ): Promise<E.Either<AppError, void>>;
  /**
   * Moves the home's status (a reserve): answers the updated item and its itinerary, or a
   * 'booking' error for a refusal the host explains or an answer without them
   * (docs/product/validation.md#booking-responses).
   */
  changeListingItemStatus(
    itineraryId: string,
    listingItemId: string,
    body: ListingStatusBody,
  ): Promise<E.Either<BookingError, UpdatedItem<ListingItem>>>;
  /** Saves the guest's answers to the home's fields: answers the entries as stored. */
  updateListingItemFieldValues(
    itineraryId: string,
    listingItemId: string,
    updates: readonly FieldValueUpdate[],
  ): Promise<E.Either<AppError, readonly FieldValueEntry[]>>;
}
export const ListingItemGateway = token<ListingItemGateway>('ListingItemGateway');
