import { canonicalItemStatus } from './item-status.rule.js';
import type { ListingItem } from './listing-item.entity.js';

export const TRIP_HOME_VIEWED = 'Trip Home Viewed';

/**
 * A home item's details send this event instead of a page view
 * (docs/product/routes.md#page-views): which trip, which home item and home, and its status.
 */
export const tripHomeViewed = (itineraryId: string, item: ListingItem) => ({
  event: TRIP_HOME_VIEWED,
  properties: {
    itineraryId,
    listingItemId: item.objectId,
    listingId: item.listing?.objectId ?? null,
    status: canonicalItemStatus(item.status),
  },
});
