import type { Queryable } from '../db/database.js';
import type { ItemKind } from '../db/rows/trips.js';

const CLEAR = {
  listing: `update itinerary_listing_items set concierge_quote = null, status = $2, updated_at = now() where id = $1`,
  service: `update itinerary_items set adjustments = '[]'::jsonb, status = $2, updated_at = now() where id = $1`,
} as const;

/**
 * Clears an item's quote (a home's concierge_quote, a service's adjustments) and sets its
 * status to `status`.
 */
export const clearQuote = async (
  tx: Queryable,
  kind: ItemKind,
  itemId: string,
  status: string,
): Promise<void> => {
  await tx.query(CLEAR[kind], [itemId, status]);
};
