import type { Cents } from '../../src/core/shared/index.js';
import type { Queryable } from '../db/database.js';

/** Records what the reserve of a home's item charges. */
export const setListingItemReservedTotal = async (
  tx: Queryable,
  itemId: string,
  total: Cents,
): Promise<void> => {
  await tx.query('update itinerary_listing_items set reserved_total_cents = $2 where id = $1', [
    itemId,
    total,
  ]);
};

/** Records what the reserve of a service item charges. */
export const setServiceItemReservedTotal = async (
  tx: Queryable,
  itemId: string,
  total: Cents,
): Promise<void> => {
  await tx.query('update itinerary_items set reserved_total_cents = $2 where id = $1', [itemId, total]);
};
