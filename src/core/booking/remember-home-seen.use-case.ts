import * as E from 'fp-ts/lib/Either.js';
import type { SearchTerms } from '../catalog/index.js';
import type { ErrorReporter } from '../errors/index.js';
import type { ItineraryGateway, ListingItemGateway, PriceEstimateBody } from '../itinerary/index.js';
import type { ListingPricing } from '../pricing/index.js';
import type { BookingPlace } from './booking-place.js';
import type { ListingAction } from './listing-actions.rule.js';

export interface RememberHomeSeenDeps {
  readonly listingItems: Pick<ListingItemGateway, 'saveListingPriceEstimate'>;
  readonly trips: Pick<ItineraryGateway, 'saveSearchTerms'>;
  readonly errors: Pick<ErrorReporter, 'report'>;
}

/** What the guest saw on a home's page when acting on it: the stay's price and the search it came from. */
export interface HomeSeen {
  /** The stay's days and the host's instant price the panel showed, when it showed one. */
  readonly estimate: {
    readonly checkInDate: string;
    readonly checkOutDate: string;
    readonly pricing: ListingPricing;
  } | null;
  /** The home search the page's address carries (the terms the guest searched with). */
  readonly search: SearchTerms;
}

/**
 * Whether an action leaves the stay open to an estimate: a reserve holds the nights, and the
 * host keeps no estimate for a stay that holds them (docs/product/calls.md#listing-item-calls).
 */
export const keepsEstimate = (action: ListingAction): boolean => action !== 'reserve';

/** A search with at least one term: an empty one is not worth remembering. */
export const hasSearchTerms = (terms: SearchTerms): boolean =>
  Object.values(terms).some((value) => value !== null && value !== undefined && value !== '');

/**
 * After a guest's action on a home's page put the stay on a trip
 * (docs/product/flows.md#remembered-with-the-trip): the estimate the guest saw is saved with the
 * stay (PUT .../listing-item/{id}/pricing-estimate), for a price request or a save for later,
 * and the trip remembers the search the guest came from (POST /api/itinerary/{id}/search-terms).
 * Both are keepsakes: a failure is reported and never undoes the booking.
 */
export const rememberHomeSeen = async (
  deps: RememberHomeSeenDeps,
  action: ListingAction,
  place: BookingPlace,
  seen: HomeSeen,
): Promise<void> => {
  const { itineraryId, itemId } = place;
  const estimate = seen.estimate;
  const saves: Promise<void>[] = [];
  if (estimate && itemId && keepsEstimate(action)) {
    const body: PriceEstimateBody = {
      checkInDate: estimate.checkInDate,
      checkOutDate: estimate.checkOutDate,
      estimatedPricing: estimate.pricing,
    };
    saves.push(
      deps.listingItems.saveListingPriceEstimate(itineraryId, itemId, body).then((saved) => {
        if (E.isLeft(saved)) deps.errors.report(saved.left, { during: 'save-price-estimate' });
      }),
    );
  }
  if (hasSearchTerms(seen.search)) {
    saves.push(
      deps.trips.saveSearchTerms(itineraryId, { terms: seen.search }).then((saved) => {
        if (E.isLeft(saved)) deps.errors.report(saved.left, { during: 'save-search-terms' });
      }),
    );
  }
  await Promise.all(saves);
};
