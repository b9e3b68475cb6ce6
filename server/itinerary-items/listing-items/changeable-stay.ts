import { findHome, type HomeRecord } from '../../catalog/home.store.js';
import { homeNotFound } from '../../catalog/listing-params.js';
import type { Queryable } from '../../db/database.js';
import { HttpError } from '../../http/http-error.js';
import { HOLDS_NIGHTS } from './listing-instant-pricing.js';
import { type ListingItemRow } from './listing-item.store.js';
import { loadOwnedListingItem } from './listing-item-record.js';

export const STAY_RESERVED = 'This stay is reserved: please ask the concierge to change it.';

/**
 * A guest's own listing item, locked for a change to its stay (dates or party), with its
 * home: 404 or 403 as loadOwnedListingItem answers, 409 once the stay holds nights on the
 * home's calendar (moving them is the concierge's work).
 */
export const loadChangeableStay = async (
  tx: Queryable,
  itineraryId: string,
  listingItemId: string,
  userId: string,
): Promise<{ item: ListingItemRow; home: HomeRecord }> => {
  const { item } = await loadOwnedListingItem(tx, itineraryId, listingItemId, userId, { forUpdate: true });
  if (HOLDS_NIGHTS.includes(item.status)) throw new HttpError(409, STAY_RESERVED);
  const home = await findHome(tx, item.listing_id);
  if (!home) throw homeNotFound();
  return { item, home };
};
