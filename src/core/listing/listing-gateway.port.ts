import type * as E from 'fp-ts/lib/Either.js';
import type { AppError } from '../shared/index.js';
import { token } from '../shared/index.js';
import type { InstantPricing } from './instant-pricing.entity.js';
import type { ListingDetails } from './listing-details.entity.js';
import type { SimilarListing } from './similar-listing.entity.js';

/**
 * The stay a home is priced for (docs/product/calls.md#listing-data-calls): dates and guests.
 * integrationPriceOnly asks for the booking integration's own price, not a cached or average
 * one.
 */
export interface InstantPricingQuery {
  readonly startDate: string;
  readonly endDate: string;
  readonly adultCount: number;
  readonly childCount: number;
  readonly infantCount: number;
  readonly petCount: number;
  readonly integrationPriceOnly?: boolean | null;
}

export interface StayDates {
  readonly startDate?: string | null;
  readonly endDate?: string | null;
}

/** A vacation home and its price. */
export interface ListingGateway {
  /**
   * The home's price for a stay: every failure as it came; loadInstantPricing reads it
   * (docs/product/errors.md#instant-pricing-failure).
   */
  instantPricing(listingId: string, query: InstantPricingQuery): Promise<E.Either<AppError, InstantPricing>>;
  /** The home as its page shows it, for the stay's dates when there are some. */
  guestListing(listingId: string, dates?: StayDates): Promise<E.Either<AppError, ListingDetails>>;
  /** Homes like this one: failures are reported and ignored (docs/product/errors.md#load-failures). */
  similarListings(listingId: string): Promise<E.Either<AppError, readonly SimilarListing[]>>;
}
export const ListingGateway = token<ListingGateway>('ListingGateway');
